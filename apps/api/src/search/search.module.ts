import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/index.js';
import { ProfileModule } from '../profile/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RedisConnection } from '../common/redis/redis-connection.js';
import { CatalogueModule } from '../catalogue/index.js';
import { SearchCatalogue } from './application/search-catalogue.js';
import { LocalSymptomExtractor } from './application/local-symptom-extractor.js';
import { SearchAnswers } from './application/search-answers.service.js';
import { SearchCache } from './application/search-cache.js';
import { SearchService } from './application/search.service.js';
import { SuggestionsService } from './application/suggestions.service.js';
import { SEARCH_CACHE_STORE } from './domain/search-cache-store.port.js';
import { SMART_SYMPTOM_EXTRACTOR } from './domain/symptom-extractor.port.js';
import { MemorySearchCacheStore } from './infrastructure/memory-search-cache-store.adapter.js';
import { RedisSearchCacheStore } from './infrastructure/redis-search-cache-store.adapter.js';
import { OpenAiSymptomExtractor } from './infrastructure/openai-symptom-extractor.adapter.js';
import { SearchController } from './infrastructure/search.controller.js';

const CACHE_REDIS_CONNECTION = Symbol('CACHE_REDIS_CONNECTION');

@Module({
  imports: [CatalogueModule, ProfileModule, HistoryModule],
  controllers: [SearchController],
  providers: [
    SearchCatalogue,
    LocalSymptomExtractor,
    SearchService,
    SearchCache,
    SearchAnswers,
    {
      // The cache's own Redis when CACHE_REDIS_URL is set (closed with the app), never the sessions' one.
      provide: CACHE_REDIS_CONNECTION,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.cacheRedisUrl ? new RedisConnection(config.cacheRedisUrl) : null),
    },
    {
      provide: SEARCH_CACHE_STORE,
      inject: [CACHE_REDIS_CONNECTION],
      useFactory: (redis: RedisConnection | null) =>
        redis ? new RedisSearchCacheStore(redis) : new MemorySearchCacheStore(),
    },
    SuggestionsService,
    {
      // Smart search reads with a model when one is configured, otherwise with the local reader.
      provide: SMART_SYMPTOM_EXTRACTOR,
      inject: [APP_CONFIG, SearchCatalogue, LocalSymptomExtractor],
      useFactory: (config: AppConfig, catalogue: SearchCatalogue, local: LocalSymptomExtractor) =>
        config.llm ? new OpenAiSymptomExtractor(config.llm, catalogue, local) : local,
    },
  ],
})
export class SearchModule {}
