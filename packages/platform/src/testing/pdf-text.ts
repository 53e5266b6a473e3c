import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib';

/**
 * The text a PDF made by the product shows, page by page, for tests to read back. The product's
 * documents draw each line with the standard fonts as one hex string (`<...> Tj`) in WinAnsi, so a
 * page's text is those strings decoded.
 */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const source = streams
      .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1'))
      .join('\n');
    return [...source.matchAll(/<([0-9A-F]*)> Tj/g)].map((m) =>
      new TextDecoder('windows-1252').decode(Buffer.from(m[1]!, 'hex')),
    );
  });
}

/** Every line of a PDF's text, pages one after the other. */
export const pdfLines = async (bytes: Uint8Array): Promise<string[]> => (await pdfPagesText(bytes)).flat();
