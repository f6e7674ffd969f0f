import Database from 'better-sqlite3';

export type { Database } from 'better-sqlite3';

/**
 * Opens the SQLite file with the settings the server relies on.
 *
 * WAL lets readers run while a write commits; NORMAL is durable across application crashes in WAL
 * mode (only a power loss may drop the last transactions); busy_timeout rides out the short write
 * lock a second connection (bench, a CLI) may hold.
 */
export const openDatabase = (file: string): Database.Database => {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
};
