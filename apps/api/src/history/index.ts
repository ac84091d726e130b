/** What other capabilities may use of history/ (dependency-cruiser: capability-public-api). */
export { SearchHistoryService } from './application/search-history.service.js';
export { HistoryModule } from './history.module.js';
