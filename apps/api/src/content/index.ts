/** What other capabilities may use of content/ (dependency-cruiser: capability-public-api): its module, for the app. */
export { ContentModule } from './content.module.js';
