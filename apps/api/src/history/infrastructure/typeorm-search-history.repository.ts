import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, type Repository } from 'typeorm';
import type { HistoryEntry, SearchHistoryRepository } from '../domain/search-history.repository.port.js';
import { SearchHistoryEntity } from './search-history.entity.js';

@Injectable()
export class TypeOrmSearchHistoryRepository implements SearchHistoryRepository {
  constructor(@InjectRepository(SearchHistoryEntity) private readonly rows: Repository<SearchHistoryEntity>) {}

  async add(userId: string, query: string): Promise<void> {
    await this.rows.insert({ userId, query });
  }

  async list(userId: string, limit: number): Promise<HistoryEntry[]> {
    const rows = await this.rows.find({ where: { userId }, order: { createdAt: 'DESC' }, take: limit });
    return rows.map(({ query, createdAt }) => ({ query, createdAt }));
  }

  countSince(userId: string, since: Date): Promise<number> {
    return this.rows.countBy({ userId, createdAt: MoreThanOrEqual(since) });
  }
}
