import { describe, expect, it } from 'vitest';
import { inspectFile, mimeOf } from './file-content';
import {
  onePage,
  pdfOf,
  pngPdfPolyglot,
  pngWithTrailingPdf,
  sampleExecutable,
  sampleJpeg,
  sampleMp4,
  samplePdf,
  samplePng,
  zipOf,
} from './sample-files';

const jar = () => zipOf([{ name: 'META-INF/MANIFEST.MF', body: Buffer.from('Main-Class: Evil\n') }]);

describe('the one content check', () => {
  it('names the four types the product takes when a file is only that', () => {
    expect(inspectFile(samplePng())).toBe('image/png');
    expect(inspectFile(sampleJpeg())).toBe('image/jpeg');
    expect(inspectFile(samplePdf())).toBe('application/pdf');
    expect(inspectFile(sampleMp4())).toBe('video/mp4');
    // The chunks an upload arrived in are read as one file.
    const pdf = samplePdf();
    expect(inspectFile([pdf.subarray(0, 7), pdf.subarray(7)])).toBe('application/pdf');
  });

  it('refuses a PDF with script, a PNG-headed PDF, and a zip appended to a JPEG', () => {
    const script = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
      ...onePage,
    ]);
    expect(inspectFile(script)).toBeUndefined();
    expect(inspectFile(pngPdfPolyglot())).toBeUndefined();
    expect(inspectFile(Buffer.concat([sampleJpeg(), jar()]))).toBeUndefined();
  });

  it('refuses a PNG with a PDF behind it, a PDF behind an MP4 header, a program and a zip', () => {
    expect(inspectFile(pngWithTrailingPdf())).toBeUndefined();
    expect(inspectFile(Buffer.concat([sampleMp4(), samplePdf()]))).toBeUndefined();
    expect(inspectFile(sampleExecutable())).toBeUndefined();
    expect(inspectFile(jar())).toBeUndefined();
    expect(inspectFile(Buffer.concat([samplePdf(), jar()]))).toBeUndefined();
  });

  it('knows the content type of each extension it takes, and of no other', () => {
    expect(['jpg', 'jpeg', 'png', 'pdf', 'mp4', 'gif', 'constructor'].map(mimeOf)).toEqual([
      'image/jpeg',
      'image/jpeg',
      'image/png',
      'application/pdf',
      'video/mp4',
      undefined,
      undefined,
    ]);
  });
});
