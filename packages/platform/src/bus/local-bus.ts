import type { EventEnvelope } from '@ezc/domain';
import type { Logger } from '../log';
import type { Table } from '../table/table';
import { type Bus, type Consumer, toBusEntry } from './bus';
import { recordDeadLetter } from './dead-letter';
import { matchesPattern } from './pattern-match';
import { type BusRule, busRules } from './rules';

/**
 * How a published batch is handed to the rules: the events to deliver, in the order their
 * deliveries start. EventBridge promises at-least-once delivery in no particular order, so a
 * consumer must come to the same result whatever this answers, as long as every event is in it at
 * least once. The local bus delivers each event once, in the order published, unless a policy is
 * set; the events stress proof sets one that delivers every event twice and out of order.
 */
export type DeliveryPolicy = (events: readonly EventEnvelope[]) => EventEnvelope[];

/**
 * The in-process stand-in for EventBridge. It routes by the same rule patterns as the CDK stack,
 * delivers asynchronously like EventBridge, retries a failing consumer, and then writes a
 * dead-letter row instead of losing the event.
 */
export class LocalBus implements Bus {
  private readonly consumers = new Map<string, Consumer>();
  private readonly pending = new Set<Promise<void>>();
  private policy: DeliveryPolicy | undefined;

  constructor(
    private readonly options: {
      table: Table;
      log: Logger;
      rules?: readonly BusRule[];
      attempts?: number;
      backoffMs?: number;
    },
  ) {}

  /** Connects a rule to its consumer, as a rule's target does in AWS. */
  register(ruleName: string, consumer: Consumer): void {
    const rule = this.rules().find((r) => r.name === ruleName);
    if (!rule) throw new Error(`No bus rule named ${ruleName}`);
    this.consumers.set(ruleName, consumer);
  }

  /**
   * Arranges every later batch's deliveries (duplicates, order); undefined goes back to one
   * delivery per event in the order published. Only the local bus has it: tests use it to show
   * the consumers do not depend on how EventBridge happens to deliver.
   */
  arrangeDeliveries(policy: DeliveryPolicy | undefined): void {
    this.policy = policy;
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    this.dispatch(events);
  }

  /**
   * Publishes and resolves once every delivery of these events has finished (each consumed, or
   * kept as a dead letter); rejects if one could not even be kept. The local relay checkpoints a
   * batch only then: EventBridge holds an event durably once PutEvents answers, but this bus holds
   * it only in memory, so a process killed after the checkpoint and before the consumers ran would
   * lose the event for good. Read again after a crash, it is delivered again; consumers are
   * idempotent.
   */
  async publishDelivered(events: EventEnvelope[]): Promise<void> {
    const outcomes = await Promise.allSettled(this.dispatch(events));
    const failed = outcomes.find((o) => o.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Starts the deliveries of a batch; answers them. */
  private dispatch(events: EventEnvelope[]): Promise<void>[] {
    const started: Promise<void>[] = [];
    for (const event of this.policy ? this.policy(events) : events) {
      const entry = toBusEntry(event);
      for (const rule of this.rules()) {
        if (!matchesPattern(entry, rule.pattern)) continue;
        const consumer = this.consumers.get(rule.name);
        const p = (
          consumer
            ? this.deliver(rule, consumer, event)
            : recordDeadLetter(
                this.options,
                rule.name,
                event,
                `No consumer is registered for rule ${rule.name}`,
              )
        ).finally(() => this.pending.delete(p));
        this.pending.add(p);
        started.push(p);
      }
    }
    return started;
  }

  /** Resolves once every delivery under way (and any it caused) has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private rules() {
    return this.options.rules ?? busRules;
  }

  private async deliver(rule: BusRule, consumer: Consumer, event: EventEnvelope): Promise<void> {
    const attempts = this.options.attempts ?? 3;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await consumer(event);
        return;
      } catch (e) {
        lastError = e;
        this.options.log.warn('bus.delivery-failed', {
          rule: rule.name,
          eventId: event.id,
          attempt,
          error: String(e),
        });
        if (attempt < attempts)
          await new Promise((r) => setTimeout(r, (this.options.backoffMs ?? 50) * attempt));
      }
    }
    await recordDeadLetter(this.options, rule.name, event, String(lastError));
  }
}
