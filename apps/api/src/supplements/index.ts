/** What other capabilities may use of supplements/ (dependency-cruiser: capability-public-api): its module, for the app. */
export { SupplementsModule } from './supplements.module.js';
