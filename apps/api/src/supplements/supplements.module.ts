import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { SupplementDirectoryService } from './application/supplement-directory.service.js';
import { SupplementsController } from './infrastructure/supplements.controller.js';

@Module({
  imports: [CatalogueModule, ProfileModule],
  controllers: [SupplementsController],
  providers: [SupplementDirectoryService],
})
export class SupplementsModule {}
