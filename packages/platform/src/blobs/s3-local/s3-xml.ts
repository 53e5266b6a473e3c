/** S3's XML documents: the few the local store answers, written as S3 writes them. */

export const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';

export function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

/**
 * `<root>` with one element per entry, in order; entries without a value are left out. S3's
 * error and upload answers carry no namespace, its operation results do.
 */
export function xmlDocument(
  root: string,
  elements: ReadonlyArray<readonly [string, string | undefined]>,
  namespace?: string,
): string {
  const body = elements
    .filter((e): e is readonly [string, string] => e[1] !== undefined)
    .map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`)
    .join('');
  const open = namespace ? `<${root} xmlns="${namespace}">` : `<${root}>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${open}${body}</${root}>`;
}
