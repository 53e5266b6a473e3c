/**
 * The API's validation failures name their fields: 400 `{message: "Field.Path: text; …"}` (in
 * the caller's language). The form shows each text by its field; a message that names no field
 * is left to the notification.
 */
const FIELD_TEXT = /^([A-Za-z][\w]*(?:\.[\w]+)*): (.+)$/;

export function fieldErrorsOf(message: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!message) return out;
  for (const part of message.split(/;\s+/)) {
    const match = FIELD_TEXT.exec(part.trim());
    if (match?.[1] && match[2] && !(match[1] in out)) out[match[1]] = match[2].replace(/;$/, '');
  }
  return out;
}
