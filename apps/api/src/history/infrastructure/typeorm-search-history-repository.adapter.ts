import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, type Repository } from 'typeorm';
import type {
  HistoryEntry,
  NewHistoryEntry,
  SearchHistoryRepository,
} from '../domain/search-history.repository.port.js';
import { SearchHistoryEntity } from './search-history.entity.js';

@Injectable()
export class TypeOrmSearchHistoryRepository implements SearchHistoryRepository {
  constructor(@InjectRepository(SearchHistoryEntity) private readonly rows: Repository<SearchHistoryEntity>) {}

  async addAll(entries: readonly NewHistoryEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const values = entries.map((_, i) => `($${2 * i + 1}::uuid, $${2 * i + 2}::varchar, ${i})`).join(', ');
    // One microsecond apart in the order given, so a person's searches in one batch keep their order. Entries of
    // an account deleted since its search are not written (its data is gone, and the key would refuse the batch).
    await this.rows.query(
      `INSERT INTO search_history (user_id, query, created_at)
       SELECT v.user_id, v.query, now() + v.n * interval '1 microsecond'
       FROM (VALUES ${values}) AS v (user_id, query, n)
       WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = v.user_id)`,
      entries.flatMap(({ userId, query }) => [userId, query]),
    );
  }

  async keepNewest(userId: string, keep: number): Promise<void> {
    // Walks the (user_id, created_at) index to the newest `keep`-th entry and deletes what is older: no sort of
    // the person's whole history. Entries stamped in the same microsecond as that one stay (a few extra at most).
    await this.rows.query(
      `DELETE FROM search_history WHERE user_id = $1 AND created_at < (
         SELECT created_at FROM search_history WHERE user_id = $1 ORDER BY created_at DESC OFFSET $2 LIMIT 1)`,
      [userId, keep - 1],
    );
  }

  async list(userId: string, limit: number): Promise<HistoryEntry[]> {
    const rows = await this.rows.find({ where: { userId }, order: { createdAt: 'DESC' }, take: limit });
    return rows.map(({ query, createdAt }) => ({ query, createdAt }));
  }

  countSince(userId: string, since: Date): Promise<number> {
    return this.rows.countBy({ userId, createdAt: MoreThanOrEqual(since) });
  }
}
