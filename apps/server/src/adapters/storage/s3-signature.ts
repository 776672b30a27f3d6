import { createHash, createHmac } from 'node:crypto';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface SignableRequest {
  method: string;
  /** The path as sent, already URI-encoded (`/bucket/works/12/file`). */
  path: string;
  /** Header names in any case; `host` is required. x-amz-date and x-amz-content-sha256 are added by `signS3Request`. */
  headers: Record<string, string>;
  /** SHA-256 of the body in hex (the empty body's when there is none). */
  payloadHash: string;
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** `20130524T000000Z`: the request time as Signature Version 4 writes it. */
export const amzDate = (at: Date): string => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * AWS Signature Version 4 for S3 (the protocol every S3-compatible store speaks): the canonical request
 * of the signed headers, the string to sign over the day's credential scope, and the signing key
 * derived from the secret. Returns the headers to send, Authorization included.
 */
export function signS3Request(request: SignableRequest, credentials: S3Credentials, at: Date): Record<string, string> {
  const date = amzDate(at);
  const day = date.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  headers['x-amz-date'] = date;
  headers['x-amz-content-sha256'] = request.payloadHash;
  const names = Object.keys(headers).sort();
  const canonical = [request.method, request.path, '', ...names.map((n) => `${n}:${headers[n]}`), '', names.join(';'), request.payloadHash].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}
