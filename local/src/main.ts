import { join } from 'node:path';
import { ConfigError } from '@ezc/platform/config';
import { JavaMissingError } from '@ezc/platform/table/dynamo-local';
import { ensureWebBuilt } from './build-web';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { PortBusyError, startLocal } from './runtime';

/** `npm start`: the whole product in one process. */
async function main() {
  const root = process.cwd();
  ensureWebBuilt(root, (l) => console.log(l));
  const runtime = await startLocal({ root });
  const { url, config, devToken } = runtime;
  const width = Math.max(...demoAccounts.map((a) => a.email.length));
  console.log(
    [
      '',
      `  EZC Loans is running at ${url}`,
      `  API reference: ${url}/api/docs    WebSocket: ${url.replace('http', 'ws')}/ws`,
      `  Data folder: ${config.DATA_DIR} (npm run reset wipes it)`,
      `  Local helpers (${url}/api/dev/…) need the header x-dev-token: ${devToken}`,
      `    (this start's token, also in ${join(config.DATA_DIR, 'dev-token')})`,
      '',
      `  Demo accounts (password ${DEMO_PASSWORD}):`,
      ...demoAccounts.map((a) => `    ${a.email.padEnd(width)}  ${a.who}`),
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await runtime.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((e: unknown) => {
  if (e instanceof PortBusyError || e instanceof JavaMissingError || e instanceof ConfigError) {
    console.error(`\n${e.message}\n`);
  } else {
    console.error(e);
  }
  process.exit(1);
});
