import { csvField, csvWriter } from '@ezc/platform';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxWriter } from './xlsx';

const join = (parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
};

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and keeps formulas as text', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Syarikat Maju, Sdn. Bhd.')).toBe('"Syarikat Maju, Sdn. Bhd."');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-12.50')).toBe('-12.50');
  });

  it('writes the header first, then the rows, CRLF-ended', () => {
    const w = csvWriter(['Loan no.', 'Amount']);
    const text = new TextDecoder().decode(join([w.start(), w.rows([['EZC000001', '1234.56']]), w.end()]));
    expect(text).toBe('Loan no.,Amount\r\nEZC000001,1234.56\r\n');
  });
});

describe('XLSX', () => {
  it('is a workbook whose sheet holds the header, text, money, numbers and dates as typed cells', () => {
    const w = xlsxWriter('Installment Report', ['Due date', 'Loan no.', 'Amount', 'No.']);
    const bytes = join([
      w.start(),
      w.rows([[{ day: '2026-11-27' }, { text: 'EZC<1>&' }, { money: 1234.56 }, { number: 3 }]]),
      w.end(),
    ]);
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain(
      '<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">Due date</t></is></c>',
    );
    // 27/11/2026 is day 46353 counted from 30/12/1899, as spreadsheets count.
    expect(sheet).toContain('<c r="A2" s="3"><v>46353</v></c>');
    expect(sheet).toContain('<t xml:space="preserve">EZC&lt;1&gt;&amp;</t>');
    expect(sheet).toContain('<c r="C2" s="2"><v>1234.56</v></c>');
    expect(sheet).toContain('<c r="D2"><v>3</v></c>');
    expect(sheet.endsWith('</sheetData></worksheet>')).toBe(true);
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="Installment Report"');
  });
});
