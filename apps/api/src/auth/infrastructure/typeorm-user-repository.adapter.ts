import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, QueryFailedError, type Repository } from 'typeorm';
import type { NewUser, User } from '../domain/user.js';
import { EmailTakenError, type UserRepository } from '../domain/user.repository.port.js';
import { UserEntity } from './user.entity.js';

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505';

@Injectable()
export class TypeOrmUserRepository implements UserRepository {
  constructor(@InjectRepository(UserEntity) private readonly rows: Repository<UserEntity>) {}

  async create(user: NewUser): Promise<User> {
    try {
      // insert, not save: two sign-ups racing for one email must meet the unique index, not overwrite.
      const result = await this.rows.insert(user);
      const id = (result.identifiers[0] as { id: string }).id;
      return (await this.findById(id))!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError(user.email);
      throw error;
    }
  }

  findById(id: string): Promise<User | null> {
    return this.rows.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.rows.findOneBy({ email });
  }

  findByGoogleSubject(subject: string): Promise<User | null> {
    return this.rows.findOneBy({ googleSubject: subject });
  }

  async update(id: string, changes: Partial<Omit<User, 'id' | 'createdAt'>>): Promise<void> {
    // Being active is not an edit of the account: only real changes move updatedAt.
    const activityOnly = Object.keys(changes).every((k) => k === 'lastActiveAt');
    await this.rows.update({ id }, activityOnly ? changes : { ...changes, updatedAt: new Date() });
  }

  async delete(id: string): Promise<void> {
    await this.rows.delete({ id });
  }

  async deleteInactiveSince(before: Date): Promise<number> {
    const result = await this.rows.delete({ lastActiveAt: LessThan(before) });
    return result.affected ?? 0;
  }
}
