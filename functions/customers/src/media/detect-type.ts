/**
 * What a file's first bytes say it is. `file-type` is loaded on the first upload, not when the
 * function starts: most calls of this context never look at a file.
 */
export async function detectFileType(bytes: Uint8Array) {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes);
}
