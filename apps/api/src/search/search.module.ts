import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module.js';
import { ProfileModule } from '../profile/profile.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Catalogue } from './application/catalogue.js';
import { LocalSymptomExtractor } from './application/local-symptom-extractor.js';
import { SearchCache } from './application/search-cache.js';
import { SearchService } from './application/search.service.js';
import { SuggestionsService } from './application/suggestions.service.js';
import { SMART_SYMPTOM_EXTRACTOR } from './domain/symptom-extractor.port.js';
import { OpenAiSymptomExtractor } from './infrastructure/openai-symptom-extractor.js';
import { SearchController } from './infrastructure/search.controller.js';

@Module({
  imports: [ProfileModule, HistoryModule],
  controllers: [SearchController],
  providers: [
    Catalogue,
    LocalSymptomExtractor,
    SearchService,
    SearchCache,
    SuggestionsService,
    {
      // Smart search reads with a model when one is configured, otherwise with the local reader.
      provide: SMART_SYMPTOM_EXTRACTOR,
      inject: [APP_CONFIG, Catalogue, LocalSymptomExtractor],
      useFactory: (config: AppConfig, catalogue: Catalogue, local: LocalSymptomExtractor) =>
        config.llm ? new OpenAiSymptomExtractor(config.llm, catalogue, local) : local,
    },
  ],
  exports: [Catalogue],
})
export class SearchModule {}
