import pg from 'pg';
import { BackupError } from './errors';

/** One connection (a restore's single transaction, a backup's snapshot); connection failures worded for the operator. */
export async function connectClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection surfaces through the query that was running; without a listener it would crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the database: ${(error as Error).message}`, { cause: error });
  }
  return client;
}
