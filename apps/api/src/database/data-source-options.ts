import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { EmailCodeEntity } from '../auth/infrastructure/email-code.entity.js';
import { SessionEntity } from '../auth/infrastructure/session.entity.js';
import { UserEntity } from '../auth/infrastructure/user.entity.js';
import { ContactMessageEntity } from '../contact/infrastructure/contact-message.entity.js';
import { SearchHistoryEntity } from '../history/infrastructure/search-history.entity.js';
import { ProfileEntity } from '../profile/infrastructure/profile.entity.js';
import { openEmbeddedDatabase } from './embedded-template.js';
import { migrations } from './migrations/index.js';

const entities = [ContactMessageEntity, UserEntity, SessionEntity, EmailCodeEntity, ProfileEntity, SearchHistoryEntity];

/**
 * Bounds on every wait for the server, so that while it is away a request fails within 2 s (as a 503) instead of
 * hanging, and the pool heals by itself when it is back (dead connections are dropped, new ones are made).
 */
const POOL_LIMITS = {
  // A new connection, or a free one from a busy pool, within 1.5 s.
  connectionTimeoutMillis: 1500,
  // The server ends any statement after 15 s and any transaction left idle for 15 s.
  statement_timeout: 15_000,
  idle_in_transaction_session_timeout: 15_000,
  // TCP keep-alive notices a server that vanished without closing its connections.
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
};

export interface PreparedDatabase {
  options: DataSourceOptions;
  /** Releases what the options depend on (the embedded engine), after the data source is destroyed. */
  close: () => Promise<void>;
}

/**
 * Both modes go through the same `pg` driver and the same migrations: the embedded mode hands the driver
 * a PGlite connection instead of a socket, so behaviour matches a real server.
 */
export async function prepareDatabase(config: DatabaseConfig): Promise<PreparedDatabase> {
  const common = { type: 'postgres' as const, entities, migrations, migrationsRun: true, synchronize: false };
  if (config.kind === 'postgres') {
    const searchPath = config.schema ? { options: `-c search_path=${config.schema}` } : {};
    return {
      options: {
        ...common,
        // Run by the database module under a lock instead, so replicas starting together do not race.
        migrationsRun: false,
        url: config.url,
        schema: config.schema,
        extra: { ...searchPath, ...POOL_LIMITS },
      },
      close: async () => {},
    };
  }
  const pglite = await openEmbeddedDatabase(config.dataDir);
  return {
    options: {
      ...common,
      uuidExtension: 'pgcrypto',
      installExtensions: false,
      poolSize: 1,
      extra: { connection: createPgConfig(pglite).connection },
    },
    close: () => pglite.close(),
  };
}
