import { embedHelvetica, type HelveticaFonts, wrap } from '@ezc/platform/documents/pdf-text';
import { type PDFDocument as Doc, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { ExportBlock, ExportDocument } from './export-document';

/**
 * Lays a data-subject export out on A4 pages with the standard Helvetica fonts (WinAnsi covers
 * English and Malay, so no font is embedded). A table's header row is drawn again on each page
 * it runs onto, so a loose page still says what its columns are.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const WIDTH = A4.width - 2 * MARGIN;
const TOP = A4.height - MARGIN;
const BOTTOM = 50;
const ink = rgb(0.1, 0.1, 0.1);
const grey = rgb(0.42, 0.42, 0.42);
const shade = rgb(0.92, 0.92, 0.92);
const LABEL_WIDTH = 170;
const CELL = 7.5;
const LEADING = 9.5;
const PAD = 3;

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

  /** Whether `height` more points fit; if not, a new page is started (and false answered). */
  room(height: number): boolean {
    if (this.y - height >= BOTTOM) return true;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = TOP;
    this.text(MARGIN, this.continued, this.fonts.italic, 7.5, grey);
    this.y -= 14;
    return false;
  }

  text(x: number, line: string, font: PDFFont, size: number, color = ink) {
    this.page.drawText(line, { x, y: this.y - size, size, font, color });
  }

  lines(text: string, font: PDFFont, size: number, color = ink) {
    for (const line of wrap(font, size, text, WIDTH)) {
      this.room(size * 1.35);
      this.text(MARGIN, line, font, size, color);
      this.y -= size * 1.35;
    }
  }
}

function fields(flow: Flow, rows: Extract<ExportBlock, { kind: 'fields' }>['rows']) {
  const { regular } = flow.fonts;
  const valueWidth = WIDTH - LABEL_WIDTH - 8;
  for (const f of rows) {
    const labels = wrap(regular, 8, f.label, LABEL_WIDTH);
    const values = wrap(regular, 9, f.value, valueWidth);
    const height = Math.max(labels.length * 10, values.length * 11.5) + 4;
    flow.room(height);
    labels.forEach((l, n) => {
      flow.page.drawText(l, { x: MARGIN, y: flow.y - 8 - n * 10, size: 8, font: regular, color: grey });
    });
    values.forEach((v, n) => {
      flow.page.drawText(v, {
        x: MARGIN + LABEL_WIDTH + 8,
        y: flow.y - 9 - n * 11.5,
        size: 9,
        font: regular,
        color: ink,
      });
    });
    flow.y -= height;
  }
}

function table(flow: Flow, t: Extract<ExportBlock, { kind: 'table' }>) {
  const { regular, bold, italic } = flow.fonts;
  const share = t.widths.reduce((a, b) => a + b, 0);
  const widths = t.widths.map((w) => (w / share) * WIDTH);
  const cells = (texts: readonly string[], font: PDFFont) =>
    widths.map((w, n) => wrap(font, CELL, texts[n] ?? '', w - 2 * PAD));
  const height = (c: string[][]) => Math.max(1, ...c.map((l) => l.length)) * LEADING + 2 * PAD;
  const draw = (c: string[][], font: PDFFont, fill?: boolean) => {
    const h = height(c);
    if (fill) flow.page.drawRectangle({ x: MARGIN, y: flow.y - h, width: WIDTH, height: h, color: shade });
    let x = MARGIN;
    c.forEach((lines, n) => {
      lines.forEach((line, i) => {
        flow.page.drawText(line, {
          x: x + PAD,
          y: flow.y - PAD - (i + 1) * LEADING + 2,
          size: CELL,
          font,
          color: ink,
        });
      });
      x += widths[n]!;
    });
    flow.y -= h;
  };
  const header = cells(t.header, bold);
  if (t.rows.length === 0) {
    flow.room(height(header) + LEADING + 2 * PAD);
    draw(header, bold, true);
    draw([wrap(italic, CELL, t.empty, WIDTH)], italic);
    return;
  }
  const rows = t.rows.map((r) => cells(r, regular));
  flow.room(height(header) + height(rows[0]!));
  draw(header, bold, true);
  for (const r of rows) {
    if (!flow.room(height(r))) draw(header, bold, true);
    draw(r, regular);
  }
}

/** The PDF of an export (worded by `exportDocument`). */
export async function drawExport(content: ExportDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedHelvetica(doc);
  const flow = new Flow(doc, fonts, content.continued);
  for (const block of content.blocks) {
    switch (block.kind) {
      case 'title':
        flow.lines(block.text, fonts.bold, 14);
        for (const line of block.lines) flow.lines(line, fonts.regular, 8.5, grey);
        flow.y -= 8;
        break;
      case 'heading':
        flow.y -= 8;
        flow.room(40);
        flow.lines(block.text, fonts.bold, 10.5);
        flow.y -= 2;
        break;
      case 'fields':
        fields(flow, block.rows);
        break;
      case 'table':
        table(flow, block);
        break;
    }
  }
  const pages = doc.getPages();
  pages.forEach((page, n) => {
    const text = content.footer
      .replaceAll('{page}', String(n + 1))
      .replaceAll('{pages}', String(pages.length));
    const line = wrap(fonts.regular, 7, text, WIDTH)[0] ?? '';
    page.drawText(line, { x: MARGIN, y: 30, size: 7, font: fonts.regular, color: grey });
  });
  const m = content.metadata;
  doc.setTitle(m.title);
  doc.setAuthor(m.author);
  doc.setCreator('EZC Loans');
  doc.setProducer('EZC Loans');
  doc.setLanguage(m.language);
  doc.setCreationDate(new Date(m.date));
  doc.setModificationDate(new Date(m.date));
  return doc.save();
}
