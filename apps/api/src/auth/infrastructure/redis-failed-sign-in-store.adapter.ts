import { RedisUnavailableError, type RedisConnection } from '../../common/redis/redis-connection.js';
import type { FailedSignInStore, LockoutPolicy } from '../domain/failed-sign-in.store.port.js';
import type { MemoryFailedSignInStore } from './memory-failed-sign-in-store.adapter.js';

// One script, so two instances counting the same account's failures at once cannot both miss the limit.
// KEYS: failures, lockouts, locked. ARGV: failures, windowMs, firstLockMs, maxLockMs, rememberMs.
const RECORD_FAILURE = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if failures < tonumber(ARGV[1]) then return 0 end
redis.call('DEL', KEYS[1])
local lockouts = redis.call('INCR', KEYS[2])
local ms = math.floor(math.min(tonumber(ARGV[3]) * 2 ^ math.min(lockouts - 1, 30), tonumber(ARGV[4])))
redis.call('PEXPIRE', KEYS[2], ms + tonumber(ARGV[5]))
redis.call('SET', KEYS[3], '1', 'PX', ms)
return ms
`;

/**
 * Failed sign-ins counted in Redis, so the limit per account holds across every instance. Every key expires.
 * While Redis is away each instance counts on its own (as the per-address limits do) instead of failing open.
 */
export class RedisFailedSignInStore implements FailedSignInStore {
  constructor(
    private readonly connection: RedisConnection,
    private readonly local: MemoryFailedSignInStore,
  ) {}

  lockedForMs(key: string): Promise<number> {
    return this.orLocally(
      async () => Math.max(0, await this.connection.run((client) => client.pTTL(keys(key)[2]))),
      () => this.local.lockedForMs(key),
    );
  }

  recordFailure(key: string, policy: LockoutPolicy): Promise<number> {
    const args = [policy.failures, policy.windowMs, policy.firstLockMs, policy.maxLockMs, policy.rememberMs];
    return this.orLocally(
      async () =>
        Number(
          await this.connection.run((client) =>
            client.eval(RECORD_FAILURE, { keys: keys(key), arguments: args.map(String) }),
          ),
        ),
      () => this.local.recordFailure(key, policy),
    );
  }

  clearFailures(key: string): Promise<void> {
    return this.orLocally(
      async () => void (await this.connection.run((client) => client.del(keys(key)[0]))),
      () => this.local.clearFailures(key),
    );
  }

  async clear(key: string): Promise<void> {
    // Both: a lockout counted locally during an outage is lifted too.
    await this.local.clear(key);
    await this.orLocally(
      async () => void (await this.connection.run((client) => client.del(keys(key)))),
      async () => {},
    );
  }

  private async orLocally<T>(inRedis: () => Promise<T>, locally: () => Promise<T>): Promise<T> {
    try {
      return await inRedis();
    } catch (error) {
      if (!(error instanceof RedisUnavailableError)) throw error;
      return locally();
    }
  }
}

const keys = (key: string): [string, string, string] => [
  `signin:failures:${key}`,
  `signin:lockouts:${key}`,
  `signin:locked:${key}`,
];
