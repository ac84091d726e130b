import pg from 'pg';

/**
 * Connects once before start-up so that an unreachable server ends the process with one readable line
 * (naming the host) instead of the framework's retries and stack traces.
 */
export async function probePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const { hostname, port } = new URL(url);
    const detail = (error as { code?: string; message?: string }).code ?? (error as Error).message;
    throw new DatabaseUnreachableError(
      `Cannot reach the PostgreSQL server at ${hostname}:${port || 5432} (${detail}). Check DATABASE_URL.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

export class DatabaseUnreachableError extends Error {}
