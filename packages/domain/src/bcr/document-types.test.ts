import { describe, expect, it } from 'vitest';
import { documentTypeOf, looksLikeJson, sanitisedFileName } from './document-types';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('BCR document types, by content', () => {
  it.each([
    ['a PDF', text('%PDF-1.7\n...'), 'application/pdf'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0), 'image/jpeg'],
    ['a docx (zip)', bytes(0x50, 0x4b, 0x03, 0x04, 0x14), 'application/zip'],
    ['an xls (OLE)', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'application/x-ole-storage'],
    ['a CSV', text('from,to,material\n0,12.5,Clay\r\n'), 'text/plain'],
  ])('recognises %s', (_name, content, type) => {
    expect(documentTypeOf(content)?.contentType).toBe(type);
  });

  it('refuses an executable renamed to .pdf, and an empty file', () => {
    expect(documentTypeOf(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03))).toBeNull();
    expect(documentTypeOf(new Uint8Array())).toBeNull();
  });

  it('tells JSON content from other text whatever the name', () => {
    expect(looksLikeJson(text(' {"lithology": [1, 2]} '))).toBe(true);
    expect(looksLikeJson(text('[1,2'))).toBe(false);
    expect(looksLikeJson(text('from,to\n1,2'))).toBe(false);
  });
});

describe('sanitisedFileName', () => {
  it('keeps the last path segment and replaces reserved and control characters', () => {
    expect(sanitisedFileName('C:\\Users\\dan\\bore log?.pdf')).toBe('bore log_.pdf');
    expect(sanitisedFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitisedFileName('a\u0000b<c>.txt')).toBe('a_b_c_.txt');
    expect(sanitisedFileName('...hidden')).toBe('hidden');
    expect(sanitisedFileName('   ')).toBe('document');
  });

  it('cuts a long name to 255 characters and keeps its extension', () => {
    const name = sanitisedFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
