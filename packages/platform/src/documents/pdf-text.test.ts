import { PDFDocument, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedHelvetica, type HelveticaFonts, printable, wrap } from './pdf-text';

// Helvetica widths (per 1000 of the size): digits 556, space 278, '-' 333, '/' 278, E 667, Z 611,
// C 722, I 278, N 722, V 667. At size 10 a digit is 5.56 points wide.

let fonts: HelveticaFonts;
let regular: PDFFont;

beforeAll(async () => {
  fonts = await embedHelvetica(await PDFDocument.create());
  regular = fonts.regular;
});

describe('embedHelvetica', () => {
  it('embeds the regular, bold and oblique Helvetica', () => {
    expect([fonts.regular.name, fonts.bold.name, fonts.italic.name]).toEqual([
      'Helvetica',
      'Helvetica-Bold',
      'Helvetica-Oblique',
    ]);
  });
});

describe('printable', () => {
  it('keeps text the font can print, WinAnsi accented letters included', () => {
    expect(printable(regular, 'Siti binti Ahmad, Jalan 5/2')).toBe('Siti binti Ahmad, Jalan 5/2');
    expect(printable(regular, 'Zoë Müller')).toBe('Zoë Müller');
  });

  it('drops accents the font cannot print where that leaves a printable letter', () => {
    expect(printable(regular, 'Zoē')).toBe('Zoe');
    expect(printable(regular, 'Nguyễn Thị Hằng')).toBe('Nguyen Thi Hang');
    expect(printable(fonts.bold, 'Ştefan')).toBe('Stefan');
  });

  it("replaces what it cannot print with '?'", () => {
    expect(printable(regular, 'Tan 陈 Wei')).toBe('Tan ? Wei');
    expect(printable(regular, 'Łukasz 😀')).toBe('?ukasz ?');
  });

  it('turns line breaks and tabs into single spaces', () => {
    expect(printable(regular, 'No. 12\r\nJalan Ampang\tKL')).toBe('No. 12 Jalan Ampang KL');
  });
});

describe('wrap', () => {
  it('fills each line with as many words as fit the width', () => {
    // '1234 5678' is 47.26 points; '1234 5678 9012' would be 72.28.
    expect(wrap(regular, 10, '1234 5678 9012 3456', 50)).toEqual(['1234 5678', '9012 3456']);
  });

  it('keeps every line within the width', () => {
    const text = 'Payment received with thanks for loan EZC-2024-000123 on 5 March 2024';
    const lines = wrap(regular, 9, text, 120);
    // At size 9: 'Payment received with thanks' is 119.55 points ('… for' 132.55), and
    // 'for loan EZC-2024-000123 on' 119.06 ('… on 5' 126.57).
    expect(lines).toEqual(['Payment received with thanks', 'for loan EZC-2024-000123 on', '5 March 2024']);
    for (const line of lines) expect(regular.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(120);
  });

  it('breaks a reference longer than a line after its last hyphen that fits', () => {
    // 'EZC-2024-0' (54.46 points) would fit 57, but the break goes after the hyphen before it.
    expect(wrap(regular, 10, 'EZC-2024-000123', 57)).toEqual(['EZC-2024-', '000123']);
  });

  it('or after its last slash that fits', () => {
    expect(wrap(regular, 10, 'INV/2024/000123', 50)).toEqual(['INV/2024/', '000123']);
  });

  it('breaks a long word without a hyphen or slash anywhere', () => {
    // Five digits are 27.8 points, six 33.36.
    expect(wrap(regular, 10, '12345678901234', 30)).toEqual(['12345', '67890', '1234']);
  });

  it('trims the text, and gives no lines for none', () => {
    expect(wrap(regular, 10, '  Zoē  Tan ', 200)).toEqual(['Zoe Tan']);
    expect(wrap(regular, 10, '', 200)).toEqual([]);
    expect(wrap(regular, 10, '   ', 200)).toEqual([]);
  });
});
