import type { RedisClientType } from 'redis';
import type { RedisConnection } from '../../common/redis/redis-connection.js';
import type { Session } from '../domain/session.js';
import type { SessionStore } from '../domain/session-store.port.js';

const key = (idHash: string) => `session:${idHash}`;
const userKey = (userId: string) => `user-sessions:${userId}`;

function parse(raw: string): Session {
  const s = JSON.parse(raw) as Record<keyof Session, string>;
  return {
    ...s,
    createdAt: new Date(s.createdAt),
    lastSeenAt: new Date(s.lastSeenAt),
    expiresAt: new Date(s.expiresAt),
  } as Session;
}

/**
 * Sessions shared by every instance. Each key expires with its session, so Redis never keeps a dead one.
 * While Redis is away every call throws RedisUnavailableError (a 503): a session that cannot be read is never
 * taken as signed in, nor quietly as signed out.
 */
export class RedisSessionStore implements SessionStore {
  constructor(private readonly connection: RedisConnection) {}

  private redis<T>(call: (client: RedisClientType) => Promise<T>): Promise<T> {
    return this.connection.run(call);
  }

  async save(session: Session): Promise<void> {
    const ttl = Math.max(1, Math.ceil((session.expiresAt.getTime() - Date.now()) / 1000));
    await this.redis((r) =>
      r
        .multi()
        .set(key(session.idHash), JSON.stringify(session), { EX: ttl })
        .sAdd(userKey(session.userId), session.idHash)
        // Every session lives as long as the newest: the index goes with the last of them.
        .expire(userKey(session.userId), ttl)
        .exec(),
    );
  }

  async find(idHash: string): Promise<Session | null> {
    const raw = await this.redis((r) => r.get(key(idHash)));
    return raw ? parse(raw) : null;
  }

  /** Through the per-person index; ids whose session has expired meanwhile are dropped from it. */
  async listForUser(userId: string): Promise<Session[]> {
    const ids = await this.redis((r) => r.sMembers(userKey(userId)));
    if (ids.length === 0) return [];
    const raws = await this.redis((r) => r.mGet(ids.map(key)));
    const gone = ids.filter((_, i) => !raws[i]);
    if (gone.length > 0) await this.redis((r) => r.sRem(userKey(userId), gone));
    return raws
      .filter((raw): raw is string => typeof raw === 'string')
      .map(parse)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  async touch(idHash: string, lastSeenAt: Date): Promise<void> {
    const session = await this.find(idHash);
    if (session)
      await this.redis((r) => r.set(key(idHash), JSON.stringify({ ...session, lastSeenAt }), { KEEPTTL: true }));
  }

  async delete(idHash: string): Promise<void> {
    const session = await this.find(idHash);
    await this.redis((r) => r.del(key(idHash)));
    if (session) await this.redis((r) => r.sRem(userKey(session.userId), idHash));
  }

  async deleteAllForUser(userId: string, exceptIdHash?: string): Promise<void> {
    const ids = (await this.redis((r) => r.sMembers(userKey(userId)))).filter((id) => id !== exceptIdHash);
    await this.redis(async (r) => {
      if (ids.length > 0) await r.del(ids.map(key));
      await r.del(userKey(userId));
      if (exceptIdHash) await r.sAdd(userKey(userId), exceptIdHash);
    });
  }
}
