import type { OnApplicationShutdown } from '@nestjs/common';
import { createClient, type RedisClientType } from 'redis';
import type { Session } from '../domain/session.js';
import type { SessionStore } from '../domain/session-store.port.js';

const key = (idHash: string) => `session:${idHash}`;
const userKey = (userId: string) => `user-sessions:${userId}`;

/** Sessions shared by every instance. Each key expires with its session, so Redis never keeps a dead one. */
export class RedisSessionStore implements SessionStore, OnApplicationShutdown {
  private readonly client: RedisClientType;
  private ready: Promise<unknown> | undefined;

  constructor(url: string) {
    this.client = createClient({ url });
    // Errors surface on the calls that fail; without a listener a dropped connection would crash the process.
    this.client.on('error', () => {});
  }

  private async redis(): Promise<RedisClientType> {
    this.ready ??= this.client.connect();
    await this.ready;
    return this.client;
  }

  async save(session: Session): Promise<void> {
    const redis = await this.redis();
    const ttl = Math.max(1, Math.ceil((session.expiresAt.getTime() - Date.now()) / 1000));
    await redis
      .multi()
      .set(key(session.idHash), JSON.stringify(session), { EX: ttl })
      .sAdd(userKey(session.userId), session.idHash)
      .exec();
  }

  async find(idHash: string): Promise<Session | null> {
    const raw = await (await this.redis()).get(key(idHash));
    if (!raw) return null;
    const s = JSON.parse(raw) as Record<keyof Session, string>;
    return {
      ...s,
      createdAt: new Date(s.createdAt),
      lastSeenAt: new Date(s.lastSeenAt),
      expiresAt: new Date(s.expiresAt),
    } as Session;
  }

  async touch(idHash: string, lastSeenAt: Date): Promise<void> {
    const session = await this.find(idHash);
    if (session)
      await (await this.redis()).set(key(idHash), JSON.stringify({ ...session, lastSeenAt }), { KEEPTTL: true });
  }

  async delete(idHash: string): Promise<void> {
    const redis = await this.redis();
    const session = await this.find(idHash);
    await redis.del(key(idHash));
    if (session) await redis.sRem(userKey(session.userId), idHash);
  }

  async deleteAllForUser(userId: string, exceptIdHash?: string): Promise<void> {
    const redis = await this.redis();
    const ids = (await redis.sMembers(userKey(userId))).filter((id) => id !== exceptIdHash);
    if (ids.length > 0) await redis.del(ids.map(key));
    await redis.del(userKey(userId));
    if (exceptIdHash) await redis.sAdd(userKey(userId), exceptIdHash);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.ready) await this.client.quit().catch(() => {});
  }
}
