import { Module } from '@nestjs/common';
import { BasicSearchService } from './application/basic-search.service.js';
import { Catalogue } from './application/catalogue.js';
import { SearchController } from './infrastructure/search.controller.js';

@Module({
  controllers: [SearchController],
  providers: [Catalogue, BasicSearchService],
})
export class SearchModule {}
