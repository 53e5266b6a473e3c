/**
 * The slot forms hold every value as the text its control shows; these turn records into those
 * texts and the texts into the JSON bodies the API takes (and the domain's schemas check). Pure.
 */

export type Values = Readonly<Record<string, string>>;

export const GROUP_FIELDS = [
  'Name',
  'AttestatorId',
  'RelatedObjectId',
  'Description',
  'Type',
  'Status',
] as const;
export const SESSION_FIELDS = ['Weekday', 'StartTime', 'EndTime'] as const;

export const NEW_GROUP: Values = {
  Name: '',
  AttestatorId: '',
  RelatedObjectId: '',
  Description: '',
  Type: 'Signing',
  Status: 'Active',
};

/** A new session's form: Monday, half an hour from 10:00, the demo attorney's usual start. */
export const NEW_SESSION: Values = { Weekday: '1', StartTime: '10:00', EndTime: '10:30' };

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const optional = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
};

/** A record's fields as the form shows them. */
export function valuesOf(record: Readonly<Record<string, unknown>>, fields: readonly string[]): Values {
  return Object.fromEntries(fields.map((f) => [f, text(record[f])]));
}

/** The body of /appointment-slot-groups/add (and, with the SlotGroupId, /update). */
export function groupBody(v: Values, slotGroupId?: string): Record<string, unknown> {
  return {
    ...(slotGroupId ? { SlotGroupId: slotGroupId } : {}),
    Name: (v.Name ?? '').trim(),
    AttestatorId: (v.AttestatorId ?? '').trim(),
    RelatedObjectId: optional(v.RelatedObjectId),
    Description: optional(v.Description),
    Type: v.Type,
    Status: v.Status,
  };
}

/** The body of /appointment-slot-sessions/add (and, with the SlotSessionId, /update). */
export function sessionBody(v: Values, slotGroupId: string, slotSessionId?: string): Record<string, unknown> {
  return {
    ...(slotSessionId ? { SlotSessionId: slotSessionId } : {}),
    SlotGroupId: slotGroupId,
    Weekday: Number(v.Weekday),
    StartTime: (v.StartTime ?? '').trim(),
    EndTime: (v.EndTime ?? '').trim(),
  };
}

/** `{name}`-style placeholders filled in. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (values[k] === undefined ? m : String(values[k])));

/** 'Monday|10:00|10:30' (a session button's data-name) → its day and hours. */
export function sessionWords(name: string): { day: string; start: string; end: string } {
  const [day = name, start = '', end = ''] = name.split('|');
  return { day, start, end };
}
