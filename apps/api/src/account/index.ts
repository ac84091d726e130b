/** What other capabilities may use of account/ (dependency-cruiser: capability-public-api): its module, for the app. */
export { AccountModule } from './account.module.js';
