import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { EmailCode, EmailCodePurpose, EmailCodeRepository } from '../domain/email-code.repository.port.js';
import { EmailCodeEntity } from './email-code.entity.js';

@Injectable()
export class TypeOrmEmailCodeRepository implements EmailCodeRepository {
  constructor(@InjectRepository(EmailCodeEntity) private readonly rows: Repository<EmailCodeEntity>) {}

  async save(code: EmailCode): Promise<void> {
    await this.rows.insert(code);
  }

  find(codeHash: string): Promise<EmailCode | null> {
    return this.rows.findOneBy({ codeHash });
  }

  async markUsed(codeHash: string, at: Date): Promise<boolean> {
    // Only an unused code changes: of two clicks racing, one wins.
    const result = await this.rows.update({ codeHash, usedAt: IsNull() }, { usedAt: at });
    return (result.affected ?? 0) === 1;
  }

  async latestCreatedAt(userId: string, purpose: EmailCodePurpose): Promise<Date | null> {
    const latest = await this.rows.findOne({ where: { userId, purpose }, order: { createdAt: 'DESC' } });
    return latest?.createdAt ?? null;
  }

  async invalidateOpen(userId: string, purpose: EmailCodePurpose | null, at: Date): Promise<void> {
    await this.rows.update({ userId, usedAt: IsNull(), ...(purpose ? { purpose } : {}) }, { usedAt: at });
  }

  listForUser(userId: string): Promise<EmailCode[]> {
    return this.rows.find({ where: { userId }, order: { createdAt: 'DESC' } });
  }
}
