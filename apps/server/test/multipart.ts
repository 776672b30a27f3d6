export const BOUNDARY = 'driller-test-boundary';

export interface TestFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it: the fields, then each file as a `files` part. */
export function multipart(fields: Record<string, string>, files: readonly TestFile[]): Buffer {
  const parts = [
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
    ...files.flatMap((f) => [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ];
  return Buffer.concat(parts);
}

export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
