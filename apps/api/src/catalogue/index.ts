/** What other capabilities may use of the catalogue (dependency-cruiser: capability-public-api). */
export { Catalogue } from './application/catalogue.js';
export { CatalogueModule } from './catalogue.module.js';
export { editDistance, matchScore, typoBudget } from './domain/fuzzy.js';
