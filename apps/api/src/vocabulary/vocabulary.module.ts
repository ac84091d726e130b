import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/index.js';
import { ProfileVocabularyService } from './application/profile-vocabulary.service.js';
import { VocabularyController } from './infrastructure/vocabulary.controller.js';

/** Names the safety check knows, offered as a person fills in their profile. */
@Module({
  imports: [CatalogueModule],
  controllers: [VocabularyController],
  providers: [ProfileVocabularyService],
})
export class VocabularyModule {}
