import type { EventEnvelope } from '@ezc/domain';
import type { Logger } from '../log';
import { platformKeys } from '../table/keys';
import type { Table } from '../table/table';
import { type Bus, type Consumer, toBusEntry } from './bus';
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
        const consumer = this.consumers.get(rule.name);
        if (!consumer || !matchesPattern(entry, rule.pattern)) continue;
        const p = this.deliver(rule, consumer, event).finally(() => this.pending.delete(p));
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
    const at = new Date().toISOString();
    await this.options.table.put({
      ...platformKeys.deadLetter(rule.name, at, event.id),
      EntityType: 'DeadLetter',
      rule: rule.name,
      event: JSON.stringify(event),
      error: String(lastError),
      at,
    });
    this.options.log.error('bus.dead-lettered', { rule: rule.name, eventId: event.id });
  }
}
