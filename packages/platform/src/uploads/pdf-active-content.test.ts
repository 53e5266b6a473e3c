import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scanPdf } from './pdf-active-content';
import { objectStreamOf, onePage, pdfOf, samplePdf, streamObject } from './sample-files';

const catalog = (extra = '') => `<< /Type /Catalog /Pages 2 0 R ${extra}>>`;
const refused = (name: string) => ({ ok: false, reason: 'active-content', name });
const OK = { ok: true };

describe('the PDF scan: script, actions and attachments are found', () => {
  it('passes plain documents: a page of text, a link, an opening view', () => {
    expect(scanPdf(samplePdf())).toEqual(OK);
    expect(scanPdf(pdfOf([catalog(), ...onePage]))).toEqual(OK);
    expect(
      scanPdf(
        pdfOf([
          catalog('/OpenAction [3 0 R /Fit] /PageMode /UseOutlines'),
          onePage[0],
          '<< /Type /Page /Parent 2 0 R /Annots [4 0 R] >>',
          '<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://www.ezc.example/) >> >>',
        ]),
      ),
    ).toEqual(OK);
  });

  it('finds script run on opening, in an action and in the document’s name tree', () => {
    expect(
      scanPdf(pdfOf([catalog('/OpenAction 4 0 R'), ...onePage, '<< /S /JavaScript /JS (app.alert(1)) >>'])),
    ).toEqual(refused('JavaScript'));
    expect(scanPdf(pdfOf([catalog('/OpenAction << /JS 4 0 R >>'), ...onePage]))).toEqual(refused('JS'));
    expect(scanPdf(pdfOf([catalog('/Names << /JavaScript 4 0 R >>'), ...onePage]))).toEqual(
      refused('JavaScript'),
    );
  });

  it('finds a program launched, additional actions, attachments, Flash and XML forms', () => {
    expect(scanPdf(pdfOf([catalog('/OpenAction << /S /Launch /F (cmd.exe) >>'), ...onePage]))).toEqual(
      refused('Launch'),
    );
    expect(
      scanPdf(pdfOf([catalog(), onePage[0], '<< /Type /Page /Parent 2 0 R /AA << /O 4 0 R >> >>'])),
    ).toEqual(refused('AA'));
    expect(scanPdf(pdfOf([catalog('/Names << /EmbeddedFiles 4 0 R >>'), ...onePage]))).toEqual(
      refused('EmbeddedFiles'),
    );
    expect(scanPdf(pdfOf([catalog(), ...onePage, streamObject('/Type /EmbeddedFile', 'MZ')]))).toEqual(
      refused('EmbeddedFile'),
    );
    expect(scanPdf(pdfOf([catalog(), ...onePage, '<< /Subtype /RichMedia >>']))).toEqual(
      refused('RichMedia'),
    );
    expect(scanPdf(pdfOf([catalog('/AcroForm << /XFA 4 0 R >>'), ...onePage]))).toEqual(refused('XFA'));
  });

  it('reads names written with #xx escapes as a reader does', () => {
    expect(scanPdf(pdfOf([catalog('/OpenAction << /S /J#61vaScript >>'), ...onePage]))).toEqual(
      refused('JavaScript'),
    );
    expect(scanPdf(pdfOf([catalog('/OpenAction << /#4A#53 (x) >>'), ...onePage]))).toEqual(refused('JS'));
    expect(scanPdf(pdfOf([catalog('/OpenAction << /S /L#61unch >>'), ...onePage]))).toEqual(
      refused('Launch'),
    );
  });

  it('takes other names for what they are: longer, shorter or in another case', () => {
    expect(
      scanPdf(pdfOf([catalog('/JSON 1 /JavaScripts 2 /js 3 /AAA 4 /J#53ON 5 /A 6'), ...onePage])),
    ).toEqual(OK);
  });

  it('does not read names in strings, comments or stream data, where a reader acts on none', () => {
    expect(
      scanPdf(
        pdfOf([
          catalog(),
          ...onePage,
          '<< /Title (About /JavaScript and /JS \\) /AA) /Subject <2F4A53> >>',
          '% a comment naming /Launch\n<< /Producer (EZC) >>',
          // A font resource named JS, used by the page's text.
          streamObject('', 'BT /JS 12 Tf 72 720 Td (Payslip /JavaScript) Tj ET'),
          // Compressed image data that happens to hold "/JS " and "/AA)".
          streamObject(
            '/Subtype /Image /Filter /FlateDecode',
            Buffer.from('\x01\x02/JS \xff\xfe/AA)\x00', 'latin1'),
          ),
        ]),
      ),
    ).toEqual(OK);
  });

  it('starts afresh at an object hidden in another’s stream data or string', () => {
    const inStream = streamObject('', '\x00\x01 5 0 obj << /S /JavaScript /JS (x) >> endobj \x02');
    expect(scanPdf(pdfOf([catalog('/OpenAction 5 0 R'), ...onePage, inStream]))).toEqual(
      refused('JavaScript'),
    );
    const inString = '<< /Title (never closed 5 0 obj << /JS (x) >> >>';
    expect(scanPdf(pdfOf([catalog(), ...onePage, inString]))).toEqual(refused('JS'));
    const afterComment = '<< /Title (open\n5 0 %\nobj << /AA << >> >>';
    expect(scanPdf(pdfOf([catalog(), ...onePage, afterComment]))).toEqual(refused('AA'));
  });
});

describe('object streams (PDF 1.5)', () => {
  const action = '<< /S /JavaScript /JS (app.alert(1)) >>';

  it('reads the objects of an uncompressed and of a Flate-compressed object stream', () => {
    expect(scanPdf(pdfOf([catalog(), ...onePage, objectStreamOf([action], 5, false)]))).toEqual(
      refused('JavaScript'),
    );
    expect(scanPdf(pdfOf([catalog(), ...onePage, objectStreamOf([action], 5)]))).toEqual(
      refused('JavaScript'),
    );
    expect(
      scanPdf(pdfOf([catalog(), ...onePage, objectStreamOf(['<< /Type /Page /A#41 << >> >>'], 5)])),
    ).toEqual(refused('AA'));
  });

  it('passes an object stream of plain objects, as most writers make them', () => {
    const objects = [
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      '<< /Title (Pay slip /JS) >>',
      '[1 2 3]',
    ];
    expect(scanPdf(pdfOf([catalog(), ...onePage, objectStreamOf(objects, 5)]))).toEqual(OK);
  });

  it('refuses an object stream it cannot read: another filter, predictors, damaged or encrypted data', () => {
    const unreadable = { ok: false, reason: 'unreadable-object-stream' };
    const hex = streamObject(
      '/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode',
      Buffer.from('5 0 <<>>').toString('hex'),
    );
    expect(scanPdf(pdfOf([catalog(), ...onePage, hex]))).toEqual(unreadable);
    const chained = streamObject('/Type /ObjStm /N 1 /First 4 /Filter [/ASCII85Decode /FlateDecode]', 'x~>');
    expect(scanPdf(pdfOf([catalog(), ...onePage, chained]))).toEqual(unreadable);
    const predicted = streamObject(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>',
      deflateSync('5 0 <<>>'),
    );
    expect(scanPdf(pdfOf([catalog(), ...onePage, predicted]))).toEqual(unreadable);
    // A password-protected PDF: its streams are ciphertext.
    const encrypted = streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', randomBytes(64));
    expect(scanPdf(pdfOf([catalog(), ...onePage, encrypted], '/Encrypt 9 0 R '))).toEqual(unreadable);
  });

  it('stops inflating at its budget: an object stream that is a deflate bomb is refused', () => {
    const bomb = streamObject(
      '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
      deflateSync(Buffer.alloc(4 * 1024 * 1024)),
    );
    expect(scanPdf(pdfOf([catalog(), ...onePage, bomb]), 1024 * 1024)).toEqual({
      ok: false,
      reason: 'object-streams-too-large',
    });
    // The budget is for all of a file's object streams together.
    const half = objectStreamOf([`<< /Title (${'x'.repeat(600 * 1024)}) >>`], 5);
    const twice = pdfOf([catalog(), ...onePage, half, half]);
    expect(scanPdf(twice, 1024 * 1024)).toEqual({ ok: false, reason: 'object-streams-too-large' });
    expect(scanPdf(twice, 2 * 1024 * 1024)).toEqual(OK);
  });
});
