// The one data layer the api talks to: a SQL query function and transactions, over PGlite or PostgreSQL.

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement ($1, $2...) and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
