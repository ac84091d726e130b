import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';
import { EmailCodeEntity } from '../auth/infrastructure/email-code.entity.js';
import { SessionEntity } from '../auth/infrastructure/session.entity.js';
import { UserEntity } from '../auth/infrastructure/user.entity.js';
import { ContactMessageEntity } from '../contact/infrastructure/contact-message.entity.js';
import { SearchHistoryEntity } from '../history/infrastructure/search-history.entity.js';
import { ProfileEntity } from '../profile/infrastructure/profile.entity.js';
import { migrations } from './migrations/index.js';

export const entities = [
  ContactMessageEntity,
  UserEntity,
  SessionEntity,
  EmailCodeEntity,
  ProfileEntity,
  SearchHistoryEntity,
];

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
        url: config.url,
        schema: config.schema,
        extra: { ...searchPath, connectionTimeoutMillis: 5000 },
      },
      close: async () => {},
    };
  }
  if (config.dataDir) await mkdir(config.dataDir, { recursive: true });
  const pglite = await PGlite.create(config.dataDir ?? undefined);
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
