import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogueModule } from '../search/catalogue.module.js';
import { ProfileService } from './application/profile.service.js';
import { PROFILE_REPOSITORY } from './domain/profile.repository.port.js';
import { ProfileController } from './infrastructure/profile.controller.js';
import { ProfileEntity } from './infrastructure/profile.entity.js';
import { TypeOrmProfileRepository } from './infrastructure/typeorm-profile.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([ProfileEntity]), AuthModule, CatalogueModule],
  controllers: [ProfileController],
  providers: [ProfileService, { provide: PROFILE_REPOSITORY, useClass: TypeOrmProfileRepository }],
  exports: [ProfileService, PROFILE_REPOSITORY],
})
export class ProfileModule {}
