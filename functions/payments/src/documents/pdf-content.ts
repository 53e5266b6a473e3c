/**
 * A payments document as the PDF engine lays it out: finished text in blocks, top to bottom. The
 * wording (labels, languages, money, dates) is decided before the engine, which only places the
 * text, breaks lines and pages and repeats a table's header row on each page it runs onto, so
 * the engine needs nothing but pdf-lib and the words can be checked without reading a PDF.
 */

export interface PdfField {
  label: string;
  value: string;
  /** A second line under the value, printed smaller (the Malay of an English value). */
  second?: string;
  /** The figure the document is about (the amount received, the balance outstanding). */
  strong?: boolean;
}

export interface PdfColumn {
  /** One line or more, each started on a line of its own (the English, then the Malay). */
  header: readonly string[];
  /** Its share of the table's width. */
  width: number;
  align: 'left' | 'right';
}

export type PdfBlock =
  | { kind: 'letterhead'; name: string; lines: readonly string[] }
  | { kind: 'title'; text: string; subtitle?: string }
  | { kind: 'heading'; text: string }
  | { kind: 'fields'; rows: readonly PdfField[] }
  | {
      kind: 'table';
      columns: readonly PdfColumn[];
      rows: readonly (readonly string[])[];
      /** Rows under a rule after the others, before the total (what adds them up to it). */
      closing?: readonly (readonly string[])[];
      /** A last row in bold, under a rule. */
      total?: readonly string[];
      /** What the table says when it has no rows. */
      empty: string;
    }
  | { kind: 'note'; text: string };

export interface PdfContent {
  blocks: readonly PdfBlock[];
  /** At the top of every page after the first, so a loose page still says what it belongs to. */
  continued: string;
  /** At the foot of every page; `{page}` and `{pages}` are filled in. */
  footer: string;
  metadata: {
    title: string;
    subject: string;
    keywords: readonly string[];
    author: string;
    /** BCP 47, as the PDF's /Lang. */
    language: 'en-MY' | 'ms-MY';
    /** ISO date and time the document speaks for: its creation and modification date. */
    date: string;
  };
}
