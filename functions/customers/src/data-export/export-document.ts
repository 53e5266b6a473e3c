/**
 * A data-subject export as the PDF engine lays it out: finished text in blocks, top to bottom.
 * The wording (labels, language, money, dates) is decided before the engine, so the words can be
 * checked without reading a PDF and the engine needs nothing but pdf-lib.
 */
export interface ExportField {
  label: string;
  value: string;
}

export type ExportBlock =
  | { kind: 'title'; text: string; lines: readonly string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'fields'; rows: readonly ExportField[] }
  | {
      kind: 'table';
      header: readonly string[];
      /** Each column's share of the width. */
      widths: readonly number[];
      rows: readonly (readonly string[])[];
      empty: string;
    };

export interface ExportDocument {
  blocks: readonly ExportBlock[];
  /** At the top of every page after the first. */
  continued: string;
  /** At the foot of every page; `{page}` and `{pages}` are filled in. */
  footer: string;
  metadata: { title: string; author: string; language: 'en-MY' | 'ms-MY'; date: string };
}
