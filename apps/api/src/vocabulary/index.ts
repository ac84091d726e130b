/** What other capabilities may use of vocabulary/ (dependency-cruiser: capability-public-api): its module, for the app. */
export { VocabularyModule } from './vocabulary.module.js';
