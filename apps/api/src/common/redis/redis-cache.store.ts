import type { KeyvStoreAdapter, StoredData } from 'keyv';
import type { RedisConnection } from './redis-connection.js';

const PREFIX = 'cache:';

/**
 * The cache's Redis store, on the instance's shared connection. While Redis is away its calls fail within the
 * connection's deadline; Keyv and the cache manager take a failure as a miss, so answers are computed instead.
 */
export class RedisCacheStore implements KeyvStoreAdapter {
  opts = {};
  namespace?: string;

  constructor(private readonly connection: RedisConnection) {}

  async get<Value>(key: string): Promise<StoredData<Value> | undefined> {
    const value = await this.connection.run((client) => client.get(PREFIX + key));
    return (value ?? undefined) as StoredData<Value> | undefined;
  }

  async set(key: string, value: string, ttl?: number): Promise<void> {
    await this.connection.run((client) =>
      ttl ? client.set(PREFIX + key, value, { PX: ttl }) : client.set(PREFIX + key, value),
    );
  }

  async delete(key: string): Promise<boolean> {
    return (await this.connection.run((client) => client.del(PREFIX + key))) > 0;
  }

  async clear(): Promise<void> {
    await this.connection.run(async (client) => {
      for await (const keys of client.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 500 })) {
        if (keys.length > 0) await client.del(keys);
      }
    });
  }

  // Keyv subscribes to its store's errors; this store reports failures by rejecting instead.
  on(): this {
    return this;
  }
}
