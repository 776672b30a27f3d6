// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir (issue 8: compressed at build time)', () => {
  it('writes .br and .gz beside text files over 1 KB that decompress to the original', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const js = `export const a = "${'driller '.repeat(300)}";`;
    const css = `.x{color:red}\n`.repeat(200);
    writeFileSync(path.join(dir, 'assets', 'index-1.js'), js);
    writeFileSync(path.join(dir, 'assets', 'index-1.css'), css);
    writeFileSync(path.join(dir, 'index.html'), `<html>${'<p>hi</p>'.repeat(200)}</html>`);

    expect(precompressDir(dir)).toBe(3);
    const br = readFileSync(path.join(dir, 'assets', 'index-1.js.br'));
    expect(br.length).toBeLessThan(js.length / 5);
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets', 'index-1.css.gz'))).toString()).toBe(css);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves small files, images and its own output alone', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    writeFileSync(path.join(dir, 'tiny.js'), 'export const a = 1;');
    writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4096, 1));
    writeFileSync(path.join(dir, 'big.js'), 'x'.repeat(4096));

    expect(precompressDir(dir)).toBe(1);
    expect(precompressDir(dir)).toBe(1);
    expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'icon.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'big.js.br.br'))).toBe(false);
  });
});
