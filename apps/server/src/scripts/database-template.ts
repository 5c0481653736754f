// Build step (scripts/build-server.mjs): writes the migrated, empty embedded database that a
// first start loads instead of creating one (db/client.ts, DATABASE_TEMPLATE).
import { DATABASE_TEMPLATE, writeDatabaseTemplate } from '../db/client.ts';

await writeDatabaseTemplate();
console.log(`Wrote ${DATABASE_TEMPLATE}`);
