import type { DataSource } from 'typeorm';

// One lock per schema: replicas of one deployment share it, test suites on schemas of their own do not.
const LOCK_KEY = `hashtext('otc-relief:migrations:' || current_schema())`;

/**
 * Runs pending migrations under a PostgreSQL advisory lock. Replicas that start together on one database take
 * turns: the first migrates, the others wait and then find nothing left to do, instead of racing to create
 * the same tables and crashing.
 */
export async function runMigrationsInTurn(dataSource: DataSource): Promise<void> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(${LOCK_KEY})`);
    try {
      await dataSource.runMigrations();
    } finally {
      await lock.query(`SELECT pg_advisory_unlock(${LOCK_KEY})`);
    }
  } finally {
    await lock.release();
  }
}
