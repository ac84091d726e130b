import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, type Repository } from 'typeorm';
import type { Session } from '../domain/session.js';
import type { SessionStore } from '../domain/session-store.port.js';
import { SessionEntity } from './session.entity.js';

@Injectable()
export class TypeOrmSessionStore implements SessionStore {
  constructor(@InjectRepository(SessionEntity) private readonly rows: Repository<SessionEntity>) {}

  async save(session: Session): Promise<void> {
    await this.rows.insert(session);
  }

  find(idHash: string): Promise<Session | null> {
    return this.rows.findOneBy({ idHash });
  }

  async touch(idHash: string, lastSeenAt: Date): Promise<void> {
    await this.rows.update({ idHash }, { lastSeenAt });
  }

  async delete(idHash: string): Promise<void> {
    await this.rows.delete({ idHash });
  }

  listForUser(userId: string): Promise<Session[]> {
    return this.rows.find({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  async deleteAllForUser(userId: string, exceptIdHash?: string): Promise<void> {
    await this.rows.delete(exceptIdHash ? { userId, idHash: Not(exceptIdHash) } : { userId });
  }
}
