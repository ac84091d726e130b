import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, type Repository } from 'typeorm';
import type { HistoryEntry, SearchHistoryRepository } from '../domain/search-history.repository.port.js';
import { SearchHistoryEntity } from './search-history.entity.js';

@Injectable()
export class TypeOrmSearchHistoryRepository implements SearchHistoryRepository {
  constructor(@InjectRepository(SearchHistoryEntity) private readonly rows: Repository<SearchHistoryEntity>) {}

  /** Adds a search and, in the same transaction, drops the person's oldest beyond the newest `keep`. */
  async add(userId: string, query: string, keep: number): Promise<void> {
    await this.rows.manager.transaction(async (manager) => {
      const rows = manager.getRepository(SearchHistoryEntity);
      await rows.insert({ userId, query });
      await rows.query(
        `DELETE FROM search_history WHERE user_id = $1 AND id NOT IN (
           SELECT id FROM search_history WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
        [userId, keep],
      );
    });
  }

  async list(userId: string, limit: number): Promise<HistoryEntry[]> {
    const rows = await this.rows.find({ where: { userId }, order: { createdAt: 'DESC' }, take: limit });
    return rows.map(({ query, createdAt }) => ({ query, createdAt }));
  }

  countSince(userId: string, since: Date): Promise<number> {
    return this.rows.countBy({ userId, createdAt: MoreThanOrEqual(since) });
  }
}
