import { rebuildStoreReports } from '@ezc/contexts';
import { startLocal } from './runtime';

/**
 * `npm run reports:rebuild`: works every report out again from the loans, their ledgers and their
 * payments in the data folder (stop `npm start` first: the store is opened here). A running
 * product is rebuilt with `POST /api/reports/rebuild` (Admin) instead.
 */
async function main() {
  const runtime = await startLocal({ port: 0, seed: false, web: false, logLevel: 'warn' });
  try {
    const started = Date.now();
    const built = await rebuildStoreReports(runtime.platform);
    console.log(
      `Rebuilt the reports of ${built.Loans} loans in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `as generation ${built.Generation} (the one before it emptied).`,
    );
  } finally {
    await runtime.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
