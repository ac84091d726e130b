/** What other capabilities may use of search/ (dependency-cruiser: capability-public-api). */
export { LocalSymptomExtractor } from './application/local-symptom-extractor.js';
export { rankMedications } from './application/rank-medications.js';
export { SearchCatalogue } from './application/search-catalogue.js';
export { SearchService } from './application/search.service.js';
export { type SearchResult } from './domain/search-result.js';
export { type SymptomExtractor } from './domain/symptom-extractor.port.js';
export { OpenAiSymptomExtractor } from './infrastructure/openai-symptom-extractor.adapter.js';
export { ReasonDto, ReviewDto } from './infrastructure/search.dto.js';
export { SearchModule } from './search.module.js';
