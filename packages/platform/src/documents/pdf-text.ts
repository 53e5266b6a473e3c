import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/**
 * Text helpers for the PDFs the contexts make with pdf-lib's standard fonts (Helvetica, WinAnsi),
 * which cover English and Malay without embedding a font.
 *
 * This module imports pdf-lib: import it only from a context's lazily loaded PDF engine (its
 * `pdf-engine.ts`, see `runtime/lazy-module.ts`), never from code a handler loads at a cold start,
 * and never re-export it from the platform's index.
 */

/** The three Helvetica faces a document writes in. */
export interface HelveticaFonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/**
 * Helvetica, Helvetica-Bold and Helvetica-Oblique, in that order: each font takes the next object
 * number, so they are embedded one after another and the same document always gives the same bytes.
 */
export async function embedHelvetica(doc: PDFDocument): Promise<HelveticaFonts> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  return { regular, bold, italic };
}

const charSets = new WeakMap<PDFFont, Set<number>>();

/**
 * The text as the font can print it. Names, addresses and references come from people and may
 * hold characters outside the font's encoding (WinAnsi for the standard fonts), which would stop
 * the PDF being made: line breaks and tabs become spaces, accents are dropped where that leaves a
 * printable letter, and anything else becomes '?'.
 */
export function printable(font: PDFFont, text: string): string {
  let set = charSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charSets.set(font, set);
  }
  const known = set;
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = ch.codePointAt(0) ?? 0;
    if (known.has(code)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    out += [...base].every((c) => known.has(c.codePointAt(0) ?? 0)) && base.length > 0 ? base : '?';
  }
  return out;
}

/**
 * The printable text (see `printable`) in lines of at most `width` points at `size`. A word
 * longer than a line (a long reference, a digest) is broken after its last hyphen or slash that
 * fits, or else anywhere.
 */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).trim().split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut--;
      // A reference reads better broken after one of its own separators.
      const separator = Math.max(line.lastIndexOf('-', cut - 1), line.lastIndexOf('/', cut - 1));
      if (separator > 0) cut = separator + 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}
