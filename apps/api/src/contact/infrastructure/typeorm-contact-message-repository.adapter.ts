import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Raw, type Repository } from 'typeorm';
import type { ContactMessage, NewContactMessage } from '../domain/contact-message.js';
import type { ContactMessageRepository } from '../domain/contact-message.repository.port.js';
import { ContactMessageEntity } from './contact-message.entity.js';

const toDomain = (row: ContactMessageEntity): ContactMessage => ({ ...row });

@Injectable()
export class TypeOrmContactMessageRepository implements ContactMessageRepository {
  constructor(@InjectRepository(ContactMessageEntity) private readonly rows: Repository<ContactMessageEntity>) {}

  async add(message: NewContactMessage, userId: string | null = null): Promise<ContactMessage> {
    return toDomain(await this.rows.save(this.rows.create({ ...message, userId })));
  }

  async listForUser(userId: string): Promise<ContactMessage[]> {
    return (await this.rows.find({ where: { userId }, order: { createdAt: 'DESC' } })).map(toDomain);
  }

  async listForPerson(userId: string, email: string | null): Promise<ContactMessage[]> {
    const signedOut = { userId: IsNull(), email: Raw((column) => `lower(trim(${column})) = :email`, { email }) };
    const rows = await this.rows.find({
      where: email ? [{ userId }, signedOut] : { userId },
      order: { createdAt: 'DESC' },
    });
    return rows.map(toDomain);
  }

  async deleteSentSignedOutFrom(email: string): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .delete()
      .where('user_id IS NULL AND lower(trim(email)) = :email', { email })
      .execute();
  }

  async findById(id: string): Promise<ContactMessage | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? toDomain(row) : null;
  }

  async listRecent(limit: number): Promise<ContactMessage[]> {
    const rows = await this.rows.find({ order: { createdAt: 'DESC' }, take: limit });
    return rows.map(toDomain);
  }
}
