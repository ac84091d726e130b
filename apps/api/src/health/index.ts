/** What other capabilities may use of health/ (dependency-cruiser: capability-public-api): its module, for the app. */
export { HealthModule } from './health.module.js';
