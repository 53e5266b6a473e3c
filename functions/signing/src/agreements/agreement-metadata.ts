import { PDFDocument } from 'pdf-lib';

/**
 * Each signed version names the version it was made from in its own metadata (the Keywords
 * entry), so a version carries its place in the chain even when it travels alone.
 */
export const PREVIOUS_SHA256_KEYWORD = 'ezc-prev-sha256:';

export const previousKeyword = (sha256: string) => `${PREVIOUS_SHA256_KEYWORD}${sha256}`;

/** The previous version's SHA-256 a document records, or undefined (the first version, or not a PDF). */
export async function embeddedPreviousSha256(bytes: Uint8Array): Promise<string | undefined> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    return previousOfKeywords(doc.getKeywords());
  } catch {
    // A damaged or altered file has no chain to speak of; the caller reports it as broken.
    return undefined;
  }
}

export function previousOfKeywords(keywords: string | undefined): string | undefined {
  const word = keywords?.split(/\s+/).find((w) => w.startsWith(PREVIOUS_SHA256_KEYWORD));
  return word?.slice(PREVIOUS_SHA256_KEYWORD.length) || undefined;
}
