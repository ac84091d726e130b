import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserEntity } from '../../auth/index.js';
import type { ProfileFields, ProfileNames, ProfileWithAccount, StoredProfile } from '../domain/profile.js';
import type { ProfileRepository } from '../domain/profile.repository.port.js';
import { ProfileEntity } from './profile.entity.js';

interface ProfileRow {
  age: number | null;
  gender: StoredProfile['gender'];
  allergies: string[];
  medical_conditions: string[];
  current_medications: StoredProfile['currentMedications'];
  is_pregnant: boolean;
  is_breastfeeding: boolean;
  profile_complete: boolean;
  created_at: Date;
  updated_at: Date;
  version: string;
}

@Injectable()
export class TypeOrmProfileRepository implements ProfileRepository {
  constructor(@InjectRepository(ProfileEntity) private readonly rows: Repository<ProfileEntity>) {}

  // Read on every signed-in search (on a shared database): plain SQL, without the query builder's per-call work.
  async find(userId: string): Promise<StoredProfile | null> {
    const [row] = (await this.rows.query(
      `SELECT age, gender, allergies, medical_conditions, current_medications, is_pregnant, is_breastfeeding,
              profile_complete, created_at, updated_at, xmin::text AS version
       FROM profiles WHERE user_id = $1`,
      [userId],
    )) as ProfileRow[];
    if (!row) return null;
    return {
      userId,
      age: row.age,
      gender: row.gender,
      allergies: row.allergies,
      medicalConditions: row.medical_conditions,
      currentMedications: row.current_medications,
      isPregnant: row.is_pregnant,
      isBreastfeeding: row.is_breastfeeding,
      profileComplete: row.profile_complete,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      version: row.version,
    };
  }

  async findWithAccount(userId: string): Promise<ProfileWithAccount | null> {
    // One statement: a save that commits between two reads could otherwise show half of each save.
    const { entities, raw } = await this.rows
      .createQueryBuilder('p')
      .innerJoin(UserEntity, 'u', 'u.id = p.userId')
      .addSelect(['u.email', 'u.firstName', 'u.lastName'])
      .where('p.userId = :userId', { userId })
      .getRawAndEntities<{ u_email: string; u_first_name: string | null; u_last_name: string | null }>();
    const [profile] = entities;
    const [account] = raw;
    if (!profile || !account) return null;
    return { ...profile, email: account.u_email, firstName: account.u_first_name, lastName: account.u_last_name };
  }

  async save(userId: string, fields: ProfileFields, profileComplete: boolean, names: ProfileNames): Promise<void> {
    await this.rows.manager.transaction(async (tx) => {
      // Saves for one person take turns on the person's row: names (on the account) and health fields (here)
      // always come from the same save.
      const users = tx.getRepository(UserEntity);
      await users.createQueryBuilder('u').setLock('pessimistic_write').where('u.id = :userId', { userId }).getOne();
      if (Object.keys(names).length > 0) await users.update({ id: userId }, { ...names, updatedAt: new Date() });
      await tx
        .getRepository(ProfileEntity)
        .upsert({ userId, ...fields, profileComplete, updatedAt: new Date() }, { conflictPaths: ['userId'] });
    });
  }
}
