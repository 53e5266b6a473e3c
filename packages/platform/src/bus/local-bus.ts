import type { EventEnvelope } from '@ezc/domain';
import type { Logger } from '../log';
import type { Table } from '../table/table';
import { type Bus, type Consumer, toBusEntry } from './bus';
import { recordDeadLetter } from './dead-letter';
import { matchesPattern } from './pattern-match';
import { type BusRule, busRules } from './rules';

/**
 * The in-process stand-in for EventBridge. It routes by the same rule patterns as the CDK stack,
 * delivers asynchronously like EventBridge, retries a failing consumer, and then writes a
 * dead-letter row instead of losing the event.
 */
export class LocalBus implements Bus {
  private readonly consumers = new Map<string, Consumer>();
  private readonly pending = new Set<Promise<void>>();

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

  async publish(events: EventEnvelope[]): Promise<void> {
    for (const event of events) {
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
      }
    }
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
