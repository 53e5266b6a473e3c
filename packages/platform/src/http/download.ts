import { attachmentDisposition } from '../blobs/content-disposition';

/** A file answered as a download, never cached: a receipt, an agreement, a document, an export. */
export const downloadAnswer = (file: { body: Uint8Array; contentType: string; fileName: string }) =>
  new Response(new Uint8Array(file.body), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': attachmentDisposition(file.fileName),
      'Cache-Control': 'private, no-store',
    },
  });
