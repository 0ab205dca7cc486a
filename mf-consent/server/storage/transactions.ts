// Transactions: committed when the work returns, rolled back when it throws.
import type { DatabaseSync } from 'node:sqlite';
import type { Pool, PoolClient } from 'pg';

/** BEGIN IMMEDIATE takes SQLite's write lock at once: another process waits for it (busy_timeout) instead of racing. */
export function inImmediateTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** One PostgreSQL transaction on a client of the pool; a client that failed is dropped, not handed back. */
export async function inPostgresTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection the database ends mid-transaction fails the query in hand; without a listener of its own, the
  // client's error event (the pool listens only to idle ones) would end the process.
  const ignore = () => undefined;
  client.on('error', ignore);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    client.off('error', ignore);
    client.release();
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.off('error', ignore);
    client.release(error as Error);
    throw error;
  }
}
