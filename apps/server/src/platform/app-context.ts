// What every route module gets from the app: configuration, the database, mail, tokens, the
// clock and the file store. Declared here, below the modules, so that the import graph stays a
// tree (app.ts builds it; modules only read it).
import type { Config } from './config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from './mail.ts';
import type { FileStore } from './file-store.ts';
import type { TokenService } from './tokens.ts';
import type { Autovacuum } from '../db/autovacuum.ts';

export interface AppContext {
  config: Config;
  db: Database['db'];
  databaseKind: Database['kind'];
  /** The embedded database's thread answers (Database.ping); null: health runs `select 1`. */
  pingDatabase: (() => Promise<void>) | null;
  mailer: Mailer;
  tokens: TokenService;
  now: () => Date;
  fileStore: FileStore;
  /** Vacuum and planner statistics: told about bulk writes (imports). */
  autovacuum: Autovacuum;
}
