import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  type GetRecordsCommandOutput,
  GetShardIteratorCommand,
  type Shard,
  TrimmedDataAccessException,
} from '@aws-sdk/client-dynamodb-streams';
import type { Logger } from '../log';
import type { OutboxStreamRecord } from './relay';

/** Where the poller remembers how far it has read, so a restart resumes instead of replaying. */
export interface Checkpoints {
  get(shardId: string): string | undefined;
  set(shardId: string, sequenceNumber: string): void;
  finished(shardId: string): boolean;
  finish(shardId: string): void;
}

export function memoryCheckpoints(): Checkpoints {
  const seq = new Map<string, string>();
  const done = new Set<string>();
  return {
    get: (s) => seq.get(s),
    set: (s, n) => void seq.set(s, n),
    finished: (s) => done.has(s),
    finish: (s) => void done.add(s),
  };
}

export function fileCheckpoints(path: string): Checkpoints {
  const state: { seq: Record<string, string>; done: string[] } = existsSync(path)
    ? JSON.parse(readFileSync(path, 'utf8'))
    : { seq: {}, done: [] };
  const save = () => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, JSON.stringify(state));
    renameSync(`${path}.tmp`, path);
  };
  return {
    get: (s) => state.seq[s],
    set: (s, n) => {
      state.seq[s] = n;
      save();
    },
    finished: (s) => state.done.includes(s),
    finish: (s) => {
      state.done.push(s);
      delete state.seq[s];
      save();
    },
  };
}

/**
 * Reads the table's stream locally, as the Lambda event source mapping does in AWS: shard by
 * shard, parents before children, handing each batch to the relay and checkpointing only after
 * the relay succeeded (at-least-once).
 */
export class StreamPoller {
  private readonly iterators = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly options: {
      client: DynamoDBStreamsClient;
      streamArn: string;
      checkpoints: Checkpoints;
      handle: (records: OutboxStreamRecord[]) => Promise<unknown>;
      log: Logger;
      intervalMs?: number;
    },
  ) {}

  start(): void {
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      await this.pollOnce().catch((e) => this.options.log.error('relay.poll-failed', { error: String(e) }));
      if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs ?? 150);
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Reads every shard once; answers how many records were handed to the relay. */
  pollOnce(): Promise<number> {
    this.running ??= this.readShards().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * Polls until a pass that started after this call finds nothing new (tests and the dev run-jobs
   * call). A pass already under way may have begun before the caller's write, so it does not count.
   * Answers how many records it handled.
   */
  async drain(): Promise<number> {
    await this.running?.catch(() => undefined);
    let handled = 0;
    for (let i = 0; i < 50; i++) {
      const found = await this.pollOnce();
      if (found === 0) break;
      handled += found;
    }
    return handled;
  }

  private async readShards(): Promise<number> {
    const shards = await this.listShards();
    const ids = new Set(shards.map((s) => s.ShardId));
    let handled = 0;
    for (const shard of shards) {
      const id = shard.ShardId!;
      if (this.options.checkpoints.finished(id)) continue;
      const parent = shard.ParentShardId;
      if (parent && ids.has(parent) && !this.options.checkpoints.finished(parent)) continue;
      handled += await this.readShard(id);
    }
    return handled;
  }

  private async listShards(): Promise<Shard[]> {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const out = await this.options.client.send(
        new DescribeStreamCommand({ StreamArn: this.options.streamArn, ExclusiveStartShardId: start }),
      );
      shards.push(...(out.StreamDescription?.Shards ?? []));
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  }

  private async iterator(shardId: string): Promise<string | undefined> {
    const known = this.iterators.get(shardId);
    if (known) return known;
    const after = this.options.checkpoints.get(shardId);
    const out = await this.options.client.send(
      new GetShardIteratorCommand({
        StreamArn: this.options.streamArn,
        ShardId: shardId,
        ...(after
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    return out.ShardIterator;
  }

  private async readShard(shardId: string): Promise<number> {
    let handled = 0;
    for (let round = 0; round < 20; round++) {
      const it = await this.iterator(shardId);
      if (!it) {
        this.options.checkpoints.finish(shardId);
        return handled;
      }
      let out: GetRecordsCommandOutput;
      try {
        out = await this.options.client.send(new GetRecordsCommand({ ShardIterator: it, Limit: 100 }));
      } catch (e) {
        if (e instanceof ExpiredIteratorException || e instanceof TrimmedDataAccessException) {
          this.iterators.delete(shardId);
          if (e instanceof TrimmedDataAccessException) this.options.checkpoints.finish(shardId);
          return handled;
        }
        throw e;
      }
      const records = (out.Records ?? []) as (OutboxStreamRecord & {
        dynamodb?: { SequenceNumber?: string };
      })[];
      if (records.length > 0) {
        // A failure here leaves the checkpoint where it was: the batch is read again next time.
        this.iterators.delete(shardId);
        await this.options.handle(records);
        const last = records[records.length - 1]?.dynamodb?.SequenceNumber;
        if (last) this.options.checkpoints.set(shardId, last);
        handled += records.length;
      }
      if (!out.NextShardIterator) {
        this.iterators.delete(shardId);
        this.options.checkpoints.finish(shardId);
        return handled;
      }
      this.iterators.set(shardId, out.NextShardIterator);
      if (records.length === 0) return handled;
    }
    return handled;
  }
}
