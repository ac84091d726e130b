import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/profile.module.js';
import { SearchModule } from '../search/search.module.js';
import { SupplementDirectoryService } from './application/supplement-directory.service.js';
import { SupplementsController } from './infrastructure/supplements.controller.js';

@Module({
  imports: [SearchModule, ProfileModule],
  controllers: [SupplementsController],
  providers: [SupplementDirectoryService],
})
export class SupplementsModule {}
