import { Zip, ZipDeflate } from 'fflate';

/**
 * A one-sheet XLSX workbook written as a stream: the sheet's rows are deflated into the zip as
 * they come, so a workbook of any length takes the memory of one batch of rows. fflate does the
 * zip; the few SpreadsheetML parts a workbook needs are written here (inline strings, so no shared
 * string table has to be held). Money cells are numbers formatted "RM #,##0.00" and days are dates
 * formatted DD/MM/YYYY, so a spreadsheet can add and sort them.
 */
export type XlsxCell = { text: string } | { money: number } | { number: number } | { day: string };

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot hold at all (control characters other than tab and line breaks).
    .split('')
    .filter((ch) => ch.charCodeAt(0) >= 0x20 || ch === '\t' || ch === '\n' || ch === '\r')
    .join('');

const column = (i: number): string => {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
};

/** Days since 1899-12-30: how a spreadsheet counts dates. */
const serialOf = (day: string) => (Date.parse(`${day}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="&quot;RM&quot;\\ #,##0.00"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;

const parts = (sheetName: string): [string, string][] => [
  [
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  ],
  ['xl/styles.xml', STYLES],
];

function cellXml(ref: string, cell: XlsxCell, bold = false): string {
  if ('text' in cell) {
    if (cell.text === '') return '';
    return `<c r="${ref}" t="inlineStr"${bold ? ' s="1"' : ''}><is><t xml:space="preserve">${xml(cell.text)}</t></is></c>`;
  }
  if ('money' in cell) return `<c r="${ref}" s="2"><v>${cell.money}</v></c>`;
  if ('number' in cell) return `<c r="${ref}"><v>${cell.number}</v></c>`;
  return cell.day ? `<c r="${ref}" s="3"><v>${serialOf(cell.day)}</v></c>` : '';
}

export function xlsxWriter(sheetName: string, header: readonly string[]) {
  const encoder = new TextEncoder();
  const out: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.push(chunk);
  });
  const take = () => {
    const size = out.reduce((s, c) => s + c.length, 0);
    const all = new Uint8Array(size);
    let at = 0;
    for (const c of out.splice(0)) {
      all.set(c, at);
      at += c.length;
    }
    return all;
  };
  for (const [name, text] of parts(sheetName)) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(text), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  let rowNo = 0;
  const rowXml = (cells: readonly XlsxCell[], bold = false) => {
    rowNo++;
    return `<row r="${rowNo}">${cells.map((c, i) => cellXml(`${column(i)}${rowNo}`, c, bold)).join('')}</row>`;
  };
  return {
    start() {
      sheet.push(
        encoder.encode(
          `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>${rowXml(
            header.map((text) => ({ text })),
            true,
          )}`,
        ),
      );
      return take();
    },
    rows(rows: readonly (readonly XlsxCell[])[]) {
      sheet.push(encoder.encode(rows.map((r) => rowXml(r)).join('')));
      return take();
    },
    end() {
      sheet.push(encoder.encode('</sheetData></worksheet>'), true);
      zip.end();
      return take();
    },
  };
}
