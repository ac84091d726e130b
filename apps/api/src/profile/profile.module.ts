import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { ProfileService } from './application/profile.service.js';
import { PROFILE_REPOSITORY } from './domain/profile.repository.port.js';
import { ProfileController } from './infrastructure/profile.controller.js';
import { ProfileEntity } from './infrastructure/profile.entity.js';
import { TypeOrmProfileRepository } from './infrastructure/typeorm-profile-repository.adapter.js';
import { SingleProcessProfileCache } from './infrastructure/single-process-profile-cache.adapter.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

@Module({
  imports: [TypeOrmModule.forFeature([ProfileEntity]), AuthModule, CatalogueModule],
  controllers: [ProfileController],
  providers: [
    ProfileService,
    TypeOrmProfileRepository,
    {
      // The embedded database belongs to this process alone, so profiles read from it can be kept in memory.
      provide: PROFILE_REPOSITORY,
      inject: [TypeOrmProfileRepository, APP_CONFIG],
      useFactory: (database: TypeOrmProfileRepository, config: AppConfig) =>
        config.database.kind === 'embedded' ? new SingleProcessProfileCache(database) : database,
    },
  ],
  exports: [ProfileService, PROFILE_REPOSITORY],
})
export class ProfileModule {}
