import { createHash } from 'node:crypto';
import type { RedisConnection } from '../../common/redis/redis-connection.js';
import { SEARCH_CACHE_TTL_MS, type SearchCacheStore } from '../domain/search-cache-store.port.js';

const PREFIX = 'cache:search:v2:';
/** Every cached key, scored by when it was written: the oldest go first once there are too many. */
const INDEX = 'cache:search:v2-index';
/** Redis holds at most MAX_KEYS x MAX_ENTRY_BYTES (about 38 MB) of answers, whatever is asked. */
export const REDIS_CACHE_MAX_KEYS = 150;
const REDIS_CACHE_MAX_ENTRY_BYTES = 256 * 1024;

// One atomic step: write the entry with its expiry, index it, forget expired index members, and delete the
// oldest entries beyond the cap, so concurrent instances can never push the count past it for long.
const PUT = `
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], KEYS[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', tonumber(ARGV[3]) - tonumber(ARGV[2]))
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[4])
if over > 0 then
  local oldest = redis.call('ZPOPMIN', KEYS[2], over)
  for i = 1, #oldest, 2 do redis.call('DEL', oldest[i]) end
end
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return 1`;

/**
 * The cache in a Redis of its own (CACHE_REDIS_URL), shared by every instance. Bounded three ways: entries
 * expire, an answer over the byte cap is not kept, and only the newest keys are kept. While Redis is away a
 * read is a miss and a write is skipped: answers are computed instead.
 */
export class RedisSearchCacheStore implements SearchCacheStore {
  constructor(private readonly connection: RedisConnection) {}

  async get(key: string): Promise<string | undefined> {
    try {
      return (await this.connection.run((client) => client.get(redisKey(key)))) ?? undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: string): Promise<void> {
    if (Buffer.byteLength(value) > REDIS_CACHE_MAX_ENTRY_BYTES) return;
    try {
      await this.connection.run((client) =>
        client.eval(PUT, {
          keys: [redisKey(key), INDEX],
          arguments: [value, String(SEARCH_CACHE_TTL_MS), String(Date.now()), String(REDIS_CACHE_MAX_KEYS)],
        }),
      );
    } catch {
      // Not cached this time; the answer was already computed.
    }
  }
}

// Fixed-length keys, whatever the extraction held.
const redisKey = (key: string) => PREFIX + createHash('sha256').update(key).digest('hex');
