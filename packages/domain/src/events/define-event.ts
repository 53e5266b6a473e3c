import * as z from 'zod';

/** The envelope every event travels in, on the bus and in the outbox. */
export const eventEnvelopeSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  source: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string(),
  data: z.record(z.string(), z.unknown()),
  actor: z.object({ id: z.string(), kind: z.string(), ip: z.string().optional() }).optional(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

export interface EventDefinition<
  N extends string = string,
  S extends z.ZodType<Record<string, unknown>> = z.ZodType<Record<string, unknown>>,
> {
  readonly name: N;
  readonly source: string;
  readonly version: number;
  readonly schema: S;
  /** Parses an envelope's data, so consumers never trust what they receive. */
  parse(envelope: EventEnvelope): z.infer<S>;
  /** Builds an envelope for this event. */
  create(input: {
    id: string;
    occurredAt: string;
    data: z.infer<S>;
    actor?: EventEnvelope['actor'];
  }): EventEnvelope;
}

export function defineEvent<const N extends string, S extends z.ZodType<Record<string, unknown>>>(def: {
  name: N;
  source: string;
  version: number;
  schema: S;
}): EventDefinition<N, S> {
  return {
    ...def,
    parse: (envelope) => def.schema.parse(envelope.data),
    create: ({ id, occurredAt, data, actor }) => ({
      id,
      name: def.name,
      source: def.source,
      version: def.version,
      occurredAt,
      data: def.schema.parse(data) as Record<string, unknown>,
      ...(actor ? { actor } : {}),
    }),
  };
}
