/**
 * Small DOM helpers shared by the sign-in and password pages: field errors tied to their inputs
 * by aria-describedby, busy buttons, password reveal and JSON posts. Plain DOM, no framework:
 * these pages must stay light.
 */

/** The element that holds an input's error: the one its aria-describedby names `…-error`. */
function errorElement(input: HTMLInputElement): HTMLElement | null {
  const id = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).find((x) => x.endsWith('-error'));
  return id ? document.getElementById(id) : null;
}

/** Shows (or clears, with '') the message under a field and marks the field invalid. */
export function setFieldError(input: HTMLInputElement, message: string): void {
  const element = errorElement(input);
  if (element) {
    element.textContent = message;
    element.hidden = message === '';
  }
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/** Applies every field's check; focuses the first failing field. True when all pass. */
export function validateFields(checks: ReadonlyArray<readonly [HTMLInputElement, () => string]>): boolean {
  let first: HTMLInputElement | undefined;
  for (const [input, check] of checks) {
    const message = check();
    setFieldError(input, message);
    if (message && !first) first = input;
  }
  first?.focus();
  return first === undefined;
}

/** Clears a field's error as soon as it is edited, so stale messages do not linger. */
export function clearErrorOnInput(...inputs: HTMLInputElement[]): void {
  for (const input of inputs) {
    input.addEventListener('input', () => {
      if (input.getAttribute('aria-invalid') === 'true') setFieldError(input, '');
    });
  }
}

/** Disables the button and swaps its label while a request runs (the spinner follows aria-busy). */
export function setBusy(button: HTMLButtonElement, busy: boolean): void {
  button.disabled = busy;
  button.setAttribute('aria-busy', String(busy));
  const label = button.querySelector<HTMLElement>('[data-label]');
  const text = busy ? label?.dataset.busy : label?.dataset.idle;
  if (label && text) label.textContent = text;
}

/** Show/hide buttons for password fields: `data-reveal` with aria-controls naming the input. */
export function bindPasswordReveal(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-reveal]')) {
    const input = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!(input instanceof HTMLInputElement)) continue;
    button.addEventListener('click', () => {
      const show = input.type === 'password';
      input.type = show ? 'text' : 'password';
      button.setAttribute('aria-pressed', String(show));
    });
  }
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail field's check: required, then shaped like an address; messages from the form's data. */
export function emailCheck(
  input: HTMLInputElement,
  messages: { msgEmailRequired?: string; msgEmailInvalid?: string },
): readonly [HTMLInputElement, () => string] {
  return [
    input,
    () => {
      const value = input.value.trim();
      if (!value) return messages.msgEmailRequired ?? '';
      return EMAIL_PATTERN.test(value) ? '' : (messages.msgEmailInvalid ?? '');
    },
  ];
}

export interface JsonAnswer {
  readonly ok: boolean;
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** POSTs JSON as the web client (session tokens come back as HttpOnly cookies). Throws when offline. */
export async function postJson(
  path: string,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<JsonAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      accept: 'application/json',
      'X-Client': 'web',
      ...headers,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return { ok: response.ok, status: response.status, body: record };
}

/** The server's message, when it sent one. */
export function serverMessage(answer: JsonAnswer): string | undefined {
  const message = answer.body.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}
