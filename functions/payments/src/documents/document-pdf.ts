import { createHash } from 'node:crypto';
import { embedHelvetica, type HelveticaFonts, wrap } from '@ezc/platform/documents/pdf-text';
import {
  type PDFDocument as Doc,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFPage,
  type RGB,
  rgb,
} from 'pdf-lib';
import type { PdfBlock, PdfColumn, PdfContent, PdfField } from './pdf-content';

/**
 * Lays a payments document out on A4 pages. The standard Helvetica fonts (WinAnsi) cover English
 * and Malay, so no font is embedded and a receipt stays a few kilobytes; the same content always
 * gives the same bytes, because the dates in the metadata come from the content and the file ID
 * from a digest of it.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const TOP = A4.height - MARGIN;
/** The lowest a line of text may sit: below it is the footer's. */
const BOTTOM = 50;
const FOOTER_Y = 30;
const ink = rgb(0.1, 0.1, 0.1);
const grey = rgb(0.42, 0.42, 0.42);
const rule = rgb(0.72, 0.72, 0.72);
const shade = rgb(0.92, 0.92, 0.92);

const FIELD_LABEL_WIDTH = 200;
const FIELD_GAP = 10;
const CELL_SIZE = 8;
const CELL_LEADING = 10;
const CELL_PAD_X = 4;
const CELL_PAD_Y = 3;

interface Cell {
  lines: string[];
  font: PDFFont;
  align: 'left' | 'right';
}

/** Text going down the pages; a block that would run into the footer starts a new page. */
class Flow {
  page: PDFPage;
  y = TOP;
  constructor(
    private readonly doc: Doc,
    readonly fonts: HelveticaFonts,
    private readonly continued: string,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = TOP;
    const { italic } = this.fonts;
    this.page.drawText(wrap(italic, 7.5, this.continued, TEXT_WIDTH)[0] ?? '', {
      x: MARGIN,
      y: this.y - 8,
      size: 7.5,
      font: italic,
      color: grey,
    });
    this.y -= 22;
  }

  /** Whether `height` more points fit on this page; if not, the flow moves to a new one. */
  room(height: number): boolean {
    if (this.y - height >= BOTTOM) return true;
    this.newPage();
    return false;
  }

  line(text: string, o: { font: PDFFont; size: number; color?: RGB; center?: boolean }) {
    const leading = o.size * 1.3;
    for (const line of wrap(o.font, o.size, text, TEXT_WIDTH)) {
      this.room(leading);
      this.y -= leading;
      const x = o.center ? MARGIN + (TEXT_WIDTH - o.font.widthOfTextAtSize(line, o.size)) / 2 : MARGIN;
      this.page.drawText(line, {
        x,
        y: this.y + 0.25 * o.size,
        size: o.size,
        font: o.font,
        color: o.color ?? ink,
      });
    }
  }

  rule(thickness = 0.4, color = rule) {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + TEXT_WIDTH, y: this.y },
      thickness,
      color,
    });
  }
}

/** A label and its value side by side, the value's second line (the Malay) under it. */
function fieldRow(flow: Flow, f: PdfField) {
  const { regular, bold, italic } = flow.fonts;
  const valueWidth = TEXT_WIDTH - FIELD_LABEL_WIDTH - FIELD_GAP;
  const size = f.strong ? 10 : 9;
  const labels = wrap(regular, 8.5, f.label, FIELD_LABEL_WIDTH);
  const values = wrap(f.strong ? bold : regular, size, f.value, valueWidth);
  const seconds = f.second ? wrap(italic, 8, f.second, valueWidth) : [];
  const labelHeight = labels.length * 11;
  const valueHeight = values.length * (size + 2.5) + seconds.length * 10.5;
  const height = Math.max(labelHeight, valueHeight) + 4;
  flow.room(height);
  const top = flow.y - 2;
  labels.forEach((line, n) => {
    flow.page.drawText(line, { x: MARGIN, y: top - 8.5 - n * 11, size: 8.5, font: regular, color: grey });
  });
  const x = MARGIN + FIELD_LABEL_WIDTH + FIELD_GAP;
  let y = top - size;
  for (const line of values) {
    flow.page.drawText(line, { x, y, size, font: f.strong ? bold : regular, color: ink });
    y -= size + 2.5;
  }
  for (const line of seconds) {
    flow.page.drawText(line, { x, y: y + 1, size: 8, font: italic, color: grey });
    y -= 10.5;
  }
  flow.y -= height;
  flow.rule();
}

const columnWidths = (columns: readonly PdfColumn[]) => {
  const shares = columns.reduce((t, c) => t + c.width, 0);
  return columns.map((c) => (c.width / shares) * TEXT_WIDTH);
};

const rowHeight = (cells: readonly Cell[]) =>
  Math.max(1, ...cells.map((c) => c.lines.length)) * CELL_LEADING + 2 * CELL_PAD_Y;

function cellsOf(
  texts: readonly string[],
  columns: readonly PdfColumn[],
  widths: number[],
  font: PDFFont,
): Cell[] {
  return columns.map((c, n) => ({
    lines: wrap(font, CELL_SIZE, texts[n] ?? '', widths[n]! - 2 * CELL_PAD_X),
    font,
    align: c.align,
  }));
}

/** Each of a header's lines (its English, then its Malay) wrapped on its own. */
const headerCells = (columns: readonly PdfColumn[], widths: number[], font: PDFFont): Cell[] =>
  columns.map((c, n) => ({
    lines: c.header.flatMap((line) => wrap(font, CELL_SIZE, line, widths[n]! - 2 * CELL_PAD_X)),
    font,
    align: c.align,
  }));

function drawRow(flow: Flow, cells: readonly Cell[], widths: number[], fill?: RGB) {
  const height = rowHeight(cells);
  if (fill)
    flow.page.drawRectangle({ x: MARGIN, y: flow.y - height, width: TEXT_WIDTH, height, color: fill });
  let x = MARGIN;
  cells.forEach((cell, n) => {
    const width = widths[n]!;
    cell.lines.forEach((line, i) => {
      const lineWidth = cell.font.widthOfTextAtSize(line, CELL_SIZE);
      flow.page.drawText(line, {
        x: cell.align === 'right' ? x + width - CELL_PAD_X - lineWidth : x + CELL_PAD_X,
        y: flow.y - CELL_PAD_Y - (i + 1) * CELL_LEADING + 2.5,
        size: CELL_SIZE,
        font: cell.font,
        color: ink,
      });
    });
    x += width;
  });
  flow.y -= height;
}

type TableBlock = Extract<PdfBlock, { kind: 'table' }>;

/** A table whose header row is drawn again at the top of every page it runs onto. */
function table(flow: Flow, t: TableBlock) {
  const { regular, bold, italic } = flow.fonts;
  const widths = columnWidths(t.columns);
  const header = headerCells(t.columns, widths, bold);
  const drawHeader = () => {
    drawRow(flow, header, widths, shade);
    flow.rule(0.6, ink);
  };
  const rows = t.rows.map((r) => cellsOf(r, t.columns, widths, regular));
  const first = rows[0] ?? [{ lines: [t.empty], font: italic, align: 'left' as const }];
  flow.room(rowHeight(header) + rowHeight(first));
  drawHeader();
  if (rows.length === 0) {
    const empty = wrap(italic, CELL_SIZE, t.empty, TEXT_WIDTH - 2 * CELL_PAD_X);
    drawRow(flow, [{ lines: empty, font: italic, align: 'left' }], [TEXT_WIDTH]);
    flow.rule();
    return;
  }
  for (const cells of rows) {
    if (!flow.room(rowHeight(cells))) drawHeader();
    drawRow(flow, cells, widths);
    flow.rule(0.3);
  }
  (t.closing ?? []).forEach((row, n) => {
    const cells = cellsOf(row, t.columns, widths, regular);
    if (!flow.room(rowHeight(cells))) drawHeader();
    if (n === 0) flow.rule(0.6, ink);
    drawRow(flow, cells, widths);
    flow.rule(0.3);
  });
  if (t.total) {
    const cells = cellsOf(t.total, t.columns, widths, bold);
    if (!flow.room(rowHeight(cells))) drawHeader();
    flow.rule(0.6, ink);
    drawRow(flow, cells, widths);
    flow.rule(0.6, ink);
  }
}

/** The least room a block needs to start on a page: a heading is not left alone at a page's foot. */
function startHeight(flow: Flow, block: PdfBlock | undefined): number {
  if (block?.kind !== 'table') return 14;
  const widths = columnWidths(block.columns);
  const header = headerCells(block.columns, widths, flow.fonts.bold);
  const first = block.rows[0] ? cellsOf(block.rows[0], block.columns, widths, flow.fonts.regular) : [];
  return rowHeight(header) + rowHeight(first);
}

function drawBlocks(flow: Flow, blocks: readonly PdfBlock[]) {
  const { regular, bold, italic } = flow.fonts;
  blocks.forEach((block, n) => {
    switch (block.kind) {
      case 'letterhead':
        flow.line(block.name, { font: bold, size: 14 });
        for (const line of block.lines) flow.line(line, { font: regular, size: 8.5, color: grey });
        flow.y -= 6;
        flow.rule(0.8, ink);
        flow.y -= 16;
        return;
      case 'title':
        flow.line(block.text, { font: bold, size: 13, center: true });
        if (block.subtitle) flow.line(block.subtitle, { font: italic, size: 10, color: grey, center: true });
        flow.y -= 12;
        return;
      case 'heading':
        flow.y -= 10;
        flow.room(18 + startHeight(flow, blocks[n + 1]));
        flow.line(block.text, { font: bold, size: 10.5 });
        flow.y -= 4;
        return;
      case 'fields':
        flow.rule();
        for (const f of block.rows) fieldRow(flow, f);
        flow.y -= 6;
        return;
      case 'table':
        table(flow, block);
        flow.y -= 6;
        return;
      case 'note':
        flow.y -= 8;
        flow.line(block.text, { font: italic, size: 8, color: grey });
        return;
    }
  });
}

function drawFooters(doc: Doc, footer: string, font: PDFFont) {
  const pages = doc.getPages();
  pages.forEach((page, n) => {
    const filled = footer.replaceAll('{page}', String(n + 1)).replaceAll('{pages}', String(pages.length));
    const text = wrap(font, 7, filled, TEXT_WIDTH)[0] ?? '';
    const width = font.widthOfTextAtSize(text, 7);
    page.drawText(text, { x: (A4.width - width) / 2, y: FOOTER_Y, size: 7, font, color: grey });
  });
}

/** The PDF of `content` (see `makeReceipt` and `makeStatement`, which word it). */
export async function drawDocument(content: PdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedHelvetica(doc);
  const flow = new Flow(doc, fonts, content.continued);
  drawBlocks(flow, content.blocks);
  drawFooters(doc, content.footer, fonts.regular);

  const m = content.metadata;
  const date = new Date(m.date);
  doc.setTitle(m.title);
  doc.setSubject(m.subject);
  doc.setKeywords([...m.keywords]);
  doc.setAuthor(m.author);
  doc.setCreator('EZC Loans');
  doc.setProducer('EZC Loans');
  doc.setLanguage(m.language);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  // A file ID from the content instead of pdf-lib's random one, so the bytes do not vary.
  const id = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32);
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
  return doc.save();
}
