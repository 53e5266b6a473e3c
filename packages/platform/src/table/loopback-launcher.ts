import { crc32 } from 'node:zlib';

/**
 * DynamoDB Local has no option for the address it listens on: its server is made with Jetty's
 * `new Server(port)`, whose one connector binds every interface, and it asks for no credentials,
 * so from another machine anyone could read the accounts' password hashes or write an Admin.
 * Neither the JVM nor Jetty reads a property that would change that. The database is therefore
 * started through this launcher, which makes the server through DynamoDB Local's own API from
 * the same command line, sets its connector's host to 127.0.0.1, and only then starts it:
 *
 * ```java
 * package ezc;
 * public final class LoopbackDynamoDBLocal {
 *   public static void main(String[] args) throws Exception {
 *     DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
 *     Field field = DynamoDBProxyServer.class.getDeclaredField("server");
 *     field.setAccessible(true);
 *     ((AbstractNetworkConnector) ((Server) field.get(proxy)).getConnectors()[0]).setHost("127.0.0.1");
 *     proxy.start();
 *   }
 * }
 * ```
 *
 * Its main method is written here as bytecode, the instructions javac makes of it, so a machine
 * with only a Java runtime (no compiler) runs it, and nothing is compiled at each start. Should a later
 * DynamoDB Local rename what it uses, the launcher fails and the database does not start; it
 * never falls back to listening everywhere.
 */
export const LOOPBACK_MAIN_CLASS = 'ezc.LoopbackDynamoDBLocal';

const PROXY = 'software/amazon/dynamodb/services/local/server/DynamoDBProxyServer';
const RUNNER = 'software/amazon/dynamodb/services/local/main/ServerRunner';
const JETTY_SERVER = 'org/eclipse/jetty/server/Server';
const CONNECTOR = 'org/eclipse/jetty/server/AbstractNetworkConnector';

const u1 = (n: number) => Buffer.from([n]);
const u2 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const u4 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** A class file's constant pool: each constant once, numbered from 1. */
class ConstantPool {
  private readonly entries: Buffer[] = [];
  private readonly numbers = new Map<string, number>();

  private add(key: string, make: () => Buffer): number {
    const known = this.numbers.get(key);
    if (known !== undefined) return known;
    const bytes = make();
    this.entries.push(bytes);
    this.numbers.set(key, this.entries.length);
    return this.entries.length;
  }

  utf8(text: string): number {
    // Modified UTF-8 equals UTF-8 for the ASCII names used here.
    return this.add(`utf8:${text}`, () => {
      const b = Buffer.from(text, 'utf8');
      return Buffer.concat([u1(1), u2(b.length), b]);
    });
  }

  cls(internalName: string): number {
    return this.add(`class:${internalName}`, () => Buffer.concat([u1(7), u2(this.utf8(internalName))]));
  }

  string(text: string): number {
    return this.add(`string:${text}`, () => Buffer.concat([u1(8), u2(this.utf8(text))]));
  }

  method(owner: string, name: string, descriptor: string): number {
    return this.add(`method:${owner}.${name}${descriptor}`, () => {
      const nameAndType = this.add(`nat:${name}${descriptor}`, () =>
        Buffer.concat([u1(12), u2(this.utf8(name)), u2(this.utf8(descriptor))]),
      );
      return Buffer.concat([u1(10), u2(this.cls(owner)), u2(nameAndType)]);
    });
  }

  toBytes(): Buffer {
    return Buffer.concat([u2(this.entries.length + 1), ...this.entries]);
  }
}

// The opcodes used (JVM specification, chapter 6).
const ALOAD_0 = 0x2a;
const ALOAD_1 = 0x2b;
const ALOAD_2 = 0x2c;
const ASTORE_1 = 0x4c;
const ASTORE_2 = 0x4d;
const ICONST_0 = 0x03;
const ICONST_1 = 0x04;
const AALOAD = 0x32;
const LDC_W = 0x13;
const CHECKCAST = 0xc0;
const INVOKEVIRTUAL = 0xb6;
const INVOKESTATIC = 0xb8;
const RETURN = 0xb1;

const op = (code: number, operand?: number) =>
  operand === undefined ? u1(code) : Buffer.concat([u1(code), u2(operand)]);

/** The launcher's class file, listening on `host`. */
export function launcherClass(host = '127.0.0.1'): Buffer {
  const cp = new ConstantPool();
  const thisClass = cp.cls(LOOPBACK_MAIN_CLASS.replaceAll('.', '/'));
  const superClass = cp.cls('java/lang/Object');
  // Straight-line code (no branch, no handler), so the class needs no stack map frames.
  const code = Buffer.concat([
    op(ALOAD_0),
    op(INVOKESTATIC, cp.method(RUNNER, 'createServerFromCommandLineArgs', `([Ljava/lang/String;)L${PROXY};`)),
    op(ASTORE_1),
    op(LDC_W, cp.cls(PROXY)),
    op(LDC_W, cp.string('server')),
    op(
      INVOKEVIRTUAL,
      cp.method('java/lang/Class', 'getDeclaredField', '(Ljava/lang/String;)Ljava/lang/reflect/Field;'),
    ),
    op(ASTORE_2),
    op(ALOAD_2),
    op(ICONST_1),
    op(INVOKEVIRTUAL, cp.method('java/lang/reflect/Field', 'setAccessible', '(Z)V')),
    op(ALOAD_2),
    op(ALOAD_1),
    op(INVOKEVIRTUAL, cp.method('java/lang/reflect/Field', 'get', '(Ljava/lang/Object;)Ljava/lang/Object;')),
    op(CHECKCAST, cp.cls(JETTY_SERVER)),
    op(INVOKEVIRTUAL, cp.method(JETTY_SERVER, 'getConnectors', '()[Lorg/eclipse/jetty/server/Connector;')),
    op(ICONST_0),
    op(AALOAD),
    op(CHECKCAST, cp.cls(CONNECTOR)),
    op(LDC_W, cp.string(host)),
    op(INVOKEVIRTUAL, cp.method(CONNECTOR, 'setHost', '(Ljava/lang/String;)V')),
    op(ALOAD_1),
    op(INVOKEVIRTUAL, cp.method(PROXY, 'start', '()V')),
    op(RETURN),
  ]);
  const codeAttribute = Buffer.concat([
    u2(2), // max stack
    u2(3), // max locals: args, proxy, field
    u4(code.length),
    code,
    u2(0), // exception table
    u2(0), // attributes
  ]);
  const main = Buffer.concat([
    u2(0x0009), // public static
    u2(cp.utf8('main')),
    u2(cp.utf8('([Ljava/lang/String;)V')),
    u2(1),
    u2(cp.utf8('Code')),
    u4(codeAttribute.length),
    codeAttribute,
  ]);
  return Buffer.concat([
    u4(0xcafebabe),
    u2(0), // minor version
    u2(61), // Java 17
    cp.toBytes(),
    u2(0x0031), // public final super
    u2(thisClass),
    u2(superClass),
    u2(0), // interfaces
    u2(0), // fields
    u2(1), // methods
    main,
    u2(0), // attributes
  ]);
}

const le2 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const le4 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/**
 * A zip of stored (uncompressed) entries, dated 1980-01-01 so the same entries always make the
 * same bytes.
 */
export function storedZip(entries: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const time = le2(0);
  const date = le2((0 << 9) | (1 << 5) | 1);
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const sums = Buffer.concat([le4(crc32(data)), le4(data.length), le4(data.length)]);
    const local = Buffer.concat([
      le4(0x04034b50),
      le2(20), // version needed
      le2(0x0800), // names in UTF-8
      le2(0), // stored
      time,
      date,
      sums,
      le2(fileName.length),
      le2(0),
      fileName,
      data,
    ]);
    centrals.push(
      Buffer.concat([
        le4(0x02014b50),
        le2(20), // made by
        le2(20),
        le2(0x0800),
        le2(0),
        time,
        date,
        sums,
        le2(fileName.length),
        le2(0), // extra
        le2(0), // comment
        le2(0), // disk
        le2(0), // internal attributes
        le4(0), // external attributes
        le4(offset),
        fileName,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([
    le4(0x06054b50),
    le2(0),
    le2(0),
    le2(entries.length),
    le2(entries.length),
    le4(directory.length),
    le4(offset),
    le2(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** The launcher as a jar: the class-data archive maps classes from jars only, never from folders. */
export function launcherJar(host?: string): Buffer {
  return storedZip([
    { name: 'META-INF/MANIFEST.MF', data: Buffer.from('Manifest-Version: 1.0\r\n\r\n', 'utf8') },
    { name: `${LOOPBACK_MAIN_CLASS.replaceAll('.', '/')}.class`, data: launcherClass(host) },
  ]);
}
