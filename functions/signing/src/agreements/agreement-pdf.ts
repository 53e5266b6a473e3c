import { embedHelvetica, type HelveticaFonts, printable, wrap } from '@ezc/platform/documents/pdf-text';
import {
  type PDFDocument as Doc,
  PDFArray,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFPage,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import type { AgreementContent, AgreementInput } from './agreement-content';
import { sha256Hex } from './agreement-hash';
import { previousKeyword } from './agreement-metadata';
import type { SignatureStamp, StampedVersion } from './agreement-stamp';
import { malaysiaTimeLabel } from './malaysia-time-label';
import { type SignerRole, signerRoles } from './signer-roles';

/**
 * The agreement as a PDF. Version 1 is made from the loan's particulars with three empty signature
 * boxes on its last page; each signature loads the version before, draws into its box and saves a
 * new version. The standard Helvetica fonts (WinAnsi) cover English and Malay, so nothing is
 * embedded but the signature images, and the same input always gives the same bytes: the dates in
 * the metadata come from the agreement date or the signing time and the file ID from the input.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const FOOTER_Y = 32;
const BOTTOM = 60;
const ink = rgb(0.1, 0.1, 0.1);
const grey = rgb(0.45, 0.45, 0.45);
const rule = rgb(0.7, 0.7, 0.7);
const white = rgb(1, 1, 1);

/** Where each signer's box sits on the last page (PDF points from the bottom left). */
const BOX_HEIGHT = 215;
const BOX_GAP = 14;
const BOXES_TOP = A4.height - MARGIN - 30;
export const signatureBoxAt = (role: SignerRole) => {
  const top = BOXES_TOP - signerRoles.indexOf(role) * (BOX_HEIGHT + BOX_GAP);
  return {
    x: MARGIN,
    top,
    width: TEXT_WIDTH,
    bottom: top - BOX_HEIGHT,
    /** The area the signature image is fitted into. */
    image: { x: MARGIN + 12, y: top - 128, width: 220, height: 78 },
    /** The first line of the signer's details, below the signature line. */
    detailsTop: top - 150,
  };
};

interface Fonts extends HelveticaFonts {
  mono: PDFFont;
}

async function embedFonts(doc: Doc): Promise<Fonts> {
  // One after another: each font takes the next object number, so the order must not vary.
  const helvetica = await embedHelvetica(doc);
  const mono = await doc.embedFont(StandardFonts.Courier);
  return { ...helvetica, mono };
}

/** Flowing text down pages, a new page when the next block would not fit. */
class Flow {
  page: PDFPage;
  y = A4.height - MARGIN;
  constructor(
    private readonly doc: Doc,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
  }
  room(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }
  gap(points: number) {
    this.y -= points;
  }
  text(
    text: string,
    o: { font: PDFFont; size: number; x?: number; width?: number; color?: typeof ink; center?: boolean },
  ) {
    const x = o.x ?? MARGIN;
    const width = o.width ?? TEXT_WIDTH;
    const leading = o.size * 1.3;
    const lines = wrap(o.font, o.size, text, width);
    this.room(leading * Math.min(lines.length, 3));
    for (const line of lines) {
      this.room(leading);
      this.y -= leading;
      const at = o.center ? x + (width - o.font.widthOfTextAtSize(line, o.size)) / 2 : x;
      this.page.drawText(line, { x: at, y: this.y, size: o.size, font: o.font, color: o.color ?? ink });
    }
  }
}

function drawBody(flow: Flow, c: AgreementContent) {
  const { regular, bold, italic } = flow.fonts;
  flow.text(c.title.en, { font: bold, size: 13, center: true });
  flow.text(c.title.ms, { font: italic, size: 11, center: true, color: grey });
  flow.gap(6);
  flow.text(c.basis.en, { font: regular, size: 8.5, center: true });
  flow.text(c.basis.ms, { font: italic, size: 8, center: true, color: grey });
  flow.gap(14);

  flow.text(`${c.particularsHeading.en} / ${c.particularsHeading.ms}`, { font: bold, size: 10.5 });
  flow.gap(4);
  const labelWidth = 190;
  const valueX = MARGIN + labelWidth + 10;
  const valueWidth = TEXT_WIDTH - labelWidth - 10;
  for (const p of c.particulars) {
    const labels = [...wrap(bold, 8.5, p.label.en, labelWidth), ...wrap(italic, 8, p.label.ms, labelWidth)];
    const sameValue = p.value.en === p.value.ms;
    const values = [
      ...wrap(regular, 8.5, p.value.en, valueWidth),
      ...(sameValue ? [] : wrap(italic, 8, p.value.ms, valueWidth)),
    ];
    const rows = Math.max(labels.length, values.length);
    const leading = 11;
    flow.room(rows * leading + 6);
    const top = flow.y;
    const enLabelLines = wrap(bold, 8.5, p.label.en, labelWidth).length;
    const enValueLines = wrap(regular, 8.5, p.value.en, valueWidth).length;
    labels.forEach((line, n) => {
      const font = n < enLabelLines ? bold : italic;
      flow.page.drawText(line, {
        x: MARGIN,
        y: top - (n + 1) * leading,
        size: n < enLabelLines ? 8.5 : 8,
        font,
        color: n < enLabelLines ? ink : grey,
      });
    });
    values.forEach((line, n) => {
      const english = n < enValueLines;
      flow.page.drawText(line, {
        x: valueX,
        y: top - (n + 1) * leading,
        size: english ? 8.5 : 8,
        font: english ? regular : italic,
        color: english ? ink : grey,
      });
    });
    flow.y = top - rows * leading - 4;
    flow.page.drawLine({
      start: { x: MARGIN, y: flow.y },
      end: { x: A4.width - MARGIN, y: flow.y },
      thickness: 0.4,
      color: rule,
    });
  }
  flow.gap(14);

  for (const k of c.clauses) {
    flow.room(60);
    flow.text(k.heading.en, { font: bold, size: 10 });
    flow.gap(2);
    flow.text(k.en, { font: regular, size: 9 });
    flow.gap(5);
    flow.text(k.heading.ms, { font: italic, size: 9.5, color: grey });
    flow.gap(2);
    flow.text(k.ms, { font: italic, size: 8.5, color: grey });
    flow.gap(12);
  }
}

function drawSignaturePage(flow: Flow, c: AgreementContent) {
  const { regular, bold, italic } = flow.fonts;
  flow.newPage();
  flow.text(`${c.executionHeading.en} / ${c.executionHeading.ms}`, { font: bold, size: 11 });
  for (const b of c.signatureBoxes) {
    const box = signatureBoxAt(b.signedAs);
    const page = flow.page;
    page.drawRectangle({
      x: box.x,
      y: box.bottom,
      width: box.width,
      height: BOX_HEIGHT,
      borderColor: rule,
      borderWidth: 0.8,
    });
    const line = (text: string, y: number, font: PDFFont, size: number, color = ink) =>
      page.drawText(printable(font, text), { x: box.x + 12, y, size, font, color });
    line(b.caption.en, box.top - 16, bold, 9.5);
    line(b.caption.ms, box.top - 28, italic, 8.5, grey);
    // One line only: the image area starts just below it.
    if (b.party) line(wrap(regular, 9, b.party, box.width - 24)[0] ?? '', box.top - 42, regular, 9);
    line('Not yet signed / Belum ditandatangani', box.image.y + box.image.height / 2 - 4, italic, 8, grey);
    page.drawLine({
      start: { x: box.image.x, y: box.image.y - 4 },
      end: { x: box.image.x + box.image.width + 60, y: box.image.y - 4 },
      thickness: 0.6,
      color: ink,
    });
  }
}

function drawFooters(doc: Doc, c: AgreementContent, font: PDFFont) {
  const pages = doc.getPages();
  pages.forEach((page, n) => {
    const fill = (s: string) => s.replace('{page}', String(n + 1)).replace('{pages}', String(pages.length));
    const text = printable(font, `${fill(c.footer.en)} / ${fill(c.footer.ms)}`);
    const width = font.widthOfTextAtSize(text, 7);
    page.drawText(text, { x: (A4.width - width) / 2, y: FOOTER_Y, size: 7, font, color: grey });
  });
}

/** A PDF file ID (16 bytes, hex) derived from `seed`, in place of the usual random one. */
const fileId = (seed: string) => sha256Hex(new TextEncoder().encode(seed)).slice(0, 32);

function setFileId(doc: Doc, permanent: string, changing: string) {
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of(permanent), PDFHexString.of(changing)]);
}

/** Midnight of a YYYY-MM-DD date in Malaysia. */
const malaysiaMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);

/**
 * Version 1 of the agreement: the particulars, the clauses and three empty signature boxes
 * (`parsed` is the checked input, `content` its wording; see `makeAgreement`).
 */
export async function drawAgreement(parsed: AgreementInput, content: AgreementContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc);
  const flow = new Flow(doc, fonts);
  drawBody(flow, content);
  drawSignaturePage(flow, content);
  drawFooters(doc, content, fonts.regular);

  const madeAt = malaysiaMidnight(parsed.AgreementDate);
  doc.setTitle(`${content.title.en} - ${parsed.LoanNo}`);
  doc.setSubject(`Loan agreement ${parsed.LoanNo} / Perjanjian pinjaman ${parsed.LoanNo}`);
  doc.setAuthor(printable(fonts.regular, parsed.Lender.Name));
  doc.setCreator('EZC Loans');
  doc.setProducer('EZC Loans');
  doc.setLanguage('en-MY');
  doc.setCreationDate(madeAt);
  doc.setModificationDate(madeAt);
  const id = fileId(JSON.stringify(parsed));
  setFileId(doc, id, id);
  return doc.save();
}

/**
 * The next version: `previous` with one signer's signature drawn into their box, with their name,
 * the time (Malaysia), their IP address and the SHA-256 of `previous`, which the metadata records
 * as well. The same previous version and stamp give the same bytes.
 */
export async function drawSignature(previous: Uint8Array, s: SignatureStamp): Promise<StampedVersion> {
  const previousSha256 = sha256Hex(previous);
  const doc = await PDFDocument.load(previous, { updateMetadata: false });
  // Only the fonts the stamp prints with: every embedded font is written out, used or not.
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const page = doc.getPage(doc.getPageCount() - 1);
  const box = signatureBoxAt(s.SignedAs);

  // Clears the box's "not yet signed" note and anything under the signature line.
  page.drawRectangle({
    x: box.image.x - 2,
    y: box.image.y - 2,
    width: box.image.width + 4,
    height: box.image.height + 4,
    color: white,
  });
  if (s.Image) {
    const image =
      s.Image.type === 'png' ? await doc.embedPng(s.Image.bytes) : await doc.embedJpg(s.Image.bytes);
    const scale = Math.min(box.image.width / image.width, box.image.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, { x: box.image.x, y: box.image.y, width, height });
  }

  const details: { text: string; font: PDFFont; size: number }[] = [
    { text: `Signed by / Ditandatangani oleh: ${s.SignerName}`, font: regular, size: 8 },
    {
      text: `Signed at / Ditandatangani pada: ${malaysiaTimeLabel(s.SignedAt)}`,
      font: regular,
      size: 8,
    },
    // The borrower's copy names where the borrower signed from; the lender's staff's addresses stay
    // in the signing's record and the audit trail.
    ...(s.SignedAs === 'Borrower'
      ? [{ text: `IP address / Alamat IP: ${s.Ip}`, font: regular, size: 8 }]
      : []),
    {
      text: 'SHA-256 of the previous version / SHA-256 versi sebelumnya:',
      font: regular,
      size: 7,
    },
    { text: previousSha256, font: mono, size: 7 },
  ];
  let y = box.detailsTop;
  for (const d of details) {
    for (const line of wrap(d.font, d.size, d.text, box.width - 24)) {
      page.drawText(line, { x: box.x + 12, y, size: d.size, font: d.font, color: ink });
      y -= d.size + 3;
    }
  }

  doc.setKeywords([previousKeyword(previousSha256)]);
  doc.setModificationDate(new Date(s.SignedAt));
  const permanent = idOf(doc) ?? fileId(previousSha256);
  setFileId(doc, permanent, fileId(`${previousSha256}|${s.SignedAs}|${s.SignedAt}`));
  const bytes = await doc.save();
  return { bytes, sha256: sha256Hex(bytes), previousSha256 };
}

/** The permanent half of the file ID, kept across versions as the PDF format intends. */
function idOf(doc: Doc): string | undefined {
  const id = doc.context.trailerInfo.ID;
  const first = id instanceof PDFArray ? id.get(0) : undefined;
  return first instanceof PDFHexString ? first.asString() : undefined;
}
