import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { createS3FileStorage } from './s3-file-storage';
import { sha256Hex, signS3Request } from './s3-signature';

describe('Signature Version 4 for S3', () => {
  it('signs AWS’s published example (GET /test.txt with a Range, 24 May 2013) to the published signature', () => {
    const headers = signS3Request(
      { method: 'GET', path: '/test.txt', headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9' }, payloadHash: sha256Hex('') },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

const credentials = { accessKeyId: 'portal-key', secretAccessKey: 'portal-secret', region: 'ap-southeast-2' };

/**
 * A local stand-in for an S3-compatible store, over HTTP: it accepts a request only when its signature
 * is what the secret makes of exactly the headers and body it received (as S3 does), and keeps objects
 * under `/bucket/key` paths.
 */
function fakeS3(): { server: Server; objects: Map<string, { bytes: Buffer; type: string | undefined }>; refused: number[] } {
  const objects = new Map<string, { bytes: Buffer; type: string | undefined }>();
  const refused: number[] = [];
  const signedBy = (req: IncomingMessage, body: Buffer) => {
    const auth = req.headers.authorization ?? '';
    const names = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const headers = Object.fromEntries(names.filter((n) => !n.startsWith('x-amz-')).map((n) => [n, String(req.headers[n] ?? '')]));
    const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(String(req.headers['x-amz-date']));
    if (!at || req.headers['x-amz-content-sha256'] !== sha256Hex(body)) return false;
    const date = new Date(`${at[1]}-${at[2]}-${at[3]}T${at[4]}:${at[5]}:${at[6]}Z`);
    const expected = signS3Request({ method: req.method ?? '', path: req.url ?? '', headers, payloadHash: sha256Hex(body) }, credentials, date);
    return expected.authorization === auth;
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!signedBy(req, body)) {
        refused.push(403);
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = decodeURIComponent(req.url ?? '');
      if (req.method === 'PUT') objects.set(key, { bytes: body, type: req.headers['content-type'] });
      if (req.method === 'DELETE') objects.delete(key);
      const found = objects.get(key);
      if (req.method === 'GET' && !found) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else if (req.method === 'GET') res.writeHead(200, { 'content-type': found?.type ?? 'application/octet-stream' }).end(found?.bytes);
      else res.writeHead(req.method === 'DELETE' ? 204 : 200).end();
    });
  });
  return { server, objects, refused };
}

describe('the S3-compatible file storage', () => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  it('puts, gets and removes a document under bucket/key with signed requests', async () => {
    const storage = createS3FileStorage({ ...credentials, endpoint, bucket: 'driller-files' });
    const bytes = Buffer.from('%PDF-1.4 bore log');
    await storage.put('works/12/bcr/4f0c.pdf', bytes, 'application/pdf');
    expect(s3.objects.get('/driller-files/works/12/bcr/4f0c.pdf')).toEqual({ bytes, type: 'application/pdf' });
    expect(await storage.get('works/12/bcr/4f0c.pdf')).toEqual(bytes);
    await storage.remove('works/12/bcr/4f0c.pdf');
    expect(await storage.get('works/12/bcr/4f0c.pdf')).toBeNull();
    expect(s3.refused).toEqual([]);
  });

  it('fails loudly when the store refuses the signature (a wrong secret)', async () => {
    const storage = createS3FileStorage({ ...credentials, secretAccessKey: 'wrong', endpoint, bucket: 'driller-files' });
    await expect(storage.put('works/1/x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/S3 PUT works\/1\/x answered 403/);
  });

  it('is chosen by S3_BUCKET, which needs its keys', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).fileStorage).toEqual({ kind: 'local' });
    expect(loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).fileStorage).toEqual({
      kind: 's3', bucket: 'b', endpoint: 'https://s3.ap-southeast-2.amazonaws.com', region: 'ap-southeast-2', accessKeyId: 'k', secretAccessKey: 's',
    });
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/);
  });
});
