import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle, accepted wherever a Database is. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

// bigint columns (file sizes) arrive as numbers; sizes stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

export function connectDatabase(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool };
}
