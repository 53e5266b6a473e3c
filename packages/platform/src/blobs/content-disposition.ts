/**
 * `attachment` with the file name in both forms browsers understand: a plain ASCII fallback and the
 * RFC 6266/5987 UTF-8 form, so names such as "Perjanjian Pinjaman – Siti.pdf" survive, and no
 * quote or line break in a name can break out of the header.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Content types go into response headers: printable ASCII, `type/subtype`, no line breaks. */
export function assertContentType(contentType: string): void {
  if (!/^[\x20-\x7e]{3,200}$/.test(contentType) || !/^[\w.+-]+\/[\w.+-]+/.test(contentType)) {
    throw new Error(`Invalid content type: ${JSON.stringify(contentType.slice(0, 80))}`);
  }
}
