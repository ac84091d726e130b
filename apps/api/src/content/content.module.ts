import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module.js';
import { ContentController } from './infrastructure/content.controller.js';

/** What the clinical content says about itself (its review state), for the information pages. */
@Module({
  imports: [SearchModule],
  controllers: [ContentController],
})
export class ContentModule {}
