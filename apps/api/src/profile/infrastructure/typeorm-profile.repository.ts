import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ProfileFields, StoredProfile } from '../domain/profile.js';
import type { ProfileRepository } from '../domain/profile.repository.port.js';
import { ProfileEntity } from './profile.entity.js';

@Injectable()
export class TypeOrmProfileRepository implements ProfileRepository {
  constructor(@InjectRepository(ProfileEntity) private readonly rows: Repository<ProfileEntity>) {}

  find(userId: string): Promise<StoredProfile | null> {
    return this.rows.findOneBy({ userId });
  }

  async upsert(userId: string, fields: ProfileFields, profileComplete: boolean): Promise<StoredProfile> {
    // One INSERT ... ON CONFLICT DO UPDATE: a whole profile replaces a whole profile, atomically.
    await this.rows.upsert(
      { userId, ...fields, profileComplete, updatedAt: new Date() },
      { conflictPaths: ['userId'] },
    );
    return (await this.find(userId))!;
  }
}
