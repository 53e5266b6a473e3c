import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseConfig } from '@ezc/platform/config';

/** `npm run reset`: wipes the data folder (database, documents, keys). */
const dir = resolve(parseConfig().DATA_DIR);
if (existsSync(dir)) {
  rmSync(dir, { recursive: true, force: true });
  console.log(`Removed ${dir}. The next npm start seeds the demo data again.`);
} else {
  console.log(`Nothing to remove: ${dir} does not exist.`);
}
