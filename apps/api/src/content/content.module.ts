import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/index.js';
import { ContentController } from './infrastructure/content.controller.js';

/** What the clinical content says about itself (its review state), for the information pages. */
@Module({
  imports: [CatalogueModule],
  controllers: [ContentController],
})
export class ContentModule {}
