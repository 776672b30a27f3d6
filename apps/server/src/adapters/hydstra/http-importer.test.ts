import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpImporter } from './http-importer';
import type { ExportFile } from './hydstra-export-files';

/** A fake Hydstra import service: imports each key once, answers 503 for export 99 and nonsense for 98. */
let fake: Server;
let url: string;
const imports = new Map<string, { runDate: string; status: 'Success'; errors: string[] }>();
const seen: { key: string | undefined; body: { exportId: number; files: { fileName: string; contentType: string; content: string }[] } }[] = [];
beforeAll(async () => {
  fake = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const key = request.headers['idempotency-key'] as string | undefined;
      const parsed = JSON.parse(body) as (typeof seen)[number]['body'];
      seen.push({ key, body: parsed });
      response.setHeader('content-type', 'application/json');
      if (parsed.exportId === 99) return void response.writeHead(503).end('{}');
      if (parsed.exportId === 98) return void response.end('{"ok":true}');
      if (!imports.has(key!)) imports.set(key!, { runDate: new Date(Date.now() - imports.size * 1000).toISOString(), status: 'Success', errors: [] });
      response.end(JSON.stringify(imports.get(key!)));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/import`;
});
afterAll(async () => new Promise<void>((resolve) => fake.close(() => resolve())));

const files: ExportFile[] = [
  { fileName: 'A_1_2.json', contentType: 'application/json', bytes: Buffer.from('{"formAId":2}') },
  { fileName: 'A_1_2_HOLE.csv', contentType: 'text/csv', bytes: Buffer.from('STATION,HOLE\r\nBCR2,1\r\n') },
];

describe("the importer that speaks to Hydstra's import service", () => {
  it('posts the files keyed by the export id and returns the import output; a resend gets the same output', async () => {
    const importer = createHttpImporter(url);
    const first = await importer.importExport(7, files);
    expect(first).toMatchObject({ status: 'Success', errors: [] });
    expect(seen.at(-1)).toEqual({
      key: 'driller-portal-export-7',
      body: { exportId: 7, files: files.map((f) => ({ fileName: f.fileName, contentType: f.contentType, content: f.bytes.toString('base64') })) },
    });
    expect(Buffer.from(seen.at(-1)!.body.files[1]!.content, 'base64').toString()).toBe('STATION,HOLE\r\nBCR2,1\r\n');
    await importer.importExport(8, files);
    expect(await importer.importExport(7, files)).toEqual(first);
    expect(imports.size).toBe(2);
  });

  it('throws on an error status or an unexpected answer, so the worker retries', async () => {
    const importer = createHttpImporter(url);
    await expect(importer.importExport(99, files)).rejects.toThrow('Hydstra import answered 503');
    await expect(importer.importExport(98, files)).rejects.toThrow();
    await expect(createHttpImporter('http://127.0.0.1:1/import').importExport(7, files)).rejects.toThrow();
  });
});
