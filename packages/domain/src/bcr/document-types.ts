/**
 * The kinds of file a BCR may carry (spec 2 page 14 names none; docs/decisions.md "BCR documents"):
 * what a driller attaches to a report (scanned logs, photos, pumping test sheets, lab results). Each
 * is recognised by its first bytes, never by the name or the type the browser claims.
 */
export interface DocumentType {
  contentType: string;
  /** The bytes a file of this kind starts with; null for text, which is recognised by having no binary bytes. */
  signature: readonly number[] | null;
  label: string;
}

export const DOCUMENT_TYPES: readonly DocumentType[] = [
  { contentType: 'application/pdf', signature: [0x25, 0x50, 0x44, 0x46, 0x2d], label: 'PDF' },
  { contentType: 'image/png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], label: 'PNG image' },
  { contentType: 'image/jpeg', signature: [0xff, 0xd8, 0xff], label: 'JPEG image' },
  { contentType: 'image/gif', signature: [0x47, 0x49, 0x46, 0x38], label: 'GIF image' },
  { contentType: 'image/tiff', signature: [0x49, 0x49, 0x2a, 0x00], label: 'TIFF image' },
  { contentType: 'image/tiff', signature: [0x4d, 0x4d, 0x00, 0x2a], label: 'TIFF image' },
  // Word, Excel and OpenDocument files are zip archives (docx, xlsx, odt) or OLE compound files (doc, xls).
  { contentType: 'application/zip', signature: [0x50, 0x4b, 0x03, 0x04], label: 'Office document' },
  { contentType: 'application/x-ole-storage', signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], label: 'Office document' },
  { contentType: 'text/plain', signature: null, label: 'text or CSV' },
];

/** (ours) The kinds a BCR keeps, as the review page and the refusal name them. */
export const DOCUMENT_KINDS_TEXT = 'PDF, image (PNG, JPEG, GIF, TIFF), Word, Excel, text or CSV files';

/** (ours) A file the portal does not keep: the spec words no message for it. */
export const unsupportedDocumentMessage = (fileName: string): string => `${fileName} is not a supported file. Attach ${DOCUMENT_KINDS_TEXT}.`;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

/** Text: no NUL and no other control byte besides tab, line feed, form feed and carriage return. */
function isText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192);
  return sample.length > 0 && sample.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d);
}

/**
 * The bytes as Latin-1 text, one character per byte: enough to judge JSON's structure (UTF-8's
 * multi-byte characters only ever sit inside strings), and the domain has no TextDecoder.
 */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) text += String.fromCharCode(...bytes.subarray(at, at + 8192));
  return text;
}

/** Text that parses as JSON: refused like a .json name (spec: "JSON files are not supported"). */
export function looksLikeJson(bytes: Uint8Array): boolean {
  const text = latin1(bytes.subarray(0, 1_048_576)).trim();
  if (!(text.startsWith('{') || text.startsWith('['))) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The kind of file these bytes are, or null when the portal does not keep such files. */
export function documentTypeOf(bytes: Uint8Array): DocumentType | null {
  const binary = DOCUMENT_TYPES.find((t) => t.signature !== null && startsWith(bytes, t.signature));
  if (binary) return binary;
  return isText(bytes) ? (DOCUMENT_TYPES.find((t) => t.signature === null) ?? null) : null;
}

/** Characters Windows, macOS or a shell would trip on, and control characters. */
const isUnsafe = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || '<>:"/\\|?*'.includes(c);

/**
 * A file name the portal can keep and hand back safely: the last path segment only, no control or
 * reserved characters, no leading dots, at most 255 characters with the extension kept.
 */
export function sanitisedFileName(name: string, fallback = 'document'): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  const cleaned = [...last].map((c) => (isUnsafe(c) ? '_' : c)).join('').replace(/^[.\s]+/, '').trim();
  if (cleaned === '') return fallback;
  if (cleaned.length <= 255) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 255 - extension.length) + extension;
}
