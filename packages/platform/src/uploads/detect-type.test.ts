import { describe, expect, it } from 'vitest';
import { detectFileType } from './detect-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('the allow-list of file signatures', () => {
  it('names the four types the product takes', () => {
    expect(
      detectFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')),
    ).toEqual({
      mime: 'image/png',
    });
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toEqual({
      mime: 'image/jpeg',
    });
    expect(detectFileType(bytes('%PDF-1.7\n'))).toEqual({ mime: 'application/pdf' });
    expect(detectFileType(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toEqual({
      mime: 'video/mp4',
    });
  });

  it('knows nothing else: programs, archives, other images and QuickTime are refused', () => {
    for (const other of [
      bytes('MZ', [0x90, 0, 3, 0]), // Windows program
      bytes([0x7f], 'ELF', [2, 1, 1]), // Linux program
      bytes('PK', [3, 4, 20, 0]), // zip, docx
      bytes('GIF89a'),
      bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'tEXt'), // PNG without IHDR first
      bytes([0, 0, 0, 0x14], 'ftypqt  '), // QuickTime, not MP4
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes(' %PDF-1.4'),
      new Uint8Array(),
    ]) {
      expect(detectFileType(other)).toBeUndefined();
    }
  });
});
