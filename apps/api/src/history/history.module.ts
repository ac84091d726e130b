import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SearchHistoryService } from './application/search-history.service.js';
import { SEARCH_HISTORY_REPOSITORY } from './domain/search-history.repository.port.js';
import { SearchHistoryController } from './infrastructure/search-history.controller.js';
import { SearchHistoryEntity } from './infrastructure/search-history.entity.js';
import { TypeOrmSearchHistoryRepository } from './infrastructure/typeorm-search-history-repository.adapter.js';

@Module({
  imports: [TypeOrmModule.forFeature([SearchHistoryEntity])],
  controllers: [SearchHistoryController],
  providers: [SearchHistoryService, { provide: SEARCH_HISTORY_REPOSITORY, useClass: TypeOrmSearchHistoryRepository }],
  exports: [SearchHistoryService],
})
export class HistoryModule {}
