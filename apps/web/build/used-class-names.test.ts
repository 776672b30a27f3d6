import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUsedClass, readWebSources, usedClassNames } from './used-class-names.ts';

describe('usedClassNames', () => {
  const used = usedClassNames(['className={`nsw-loader__circle nsw-loader__circle--${size}`}', "cls(open ? 'is-open' : '')"]);

  it('counts every word written in the sources', () => {
    expect(isUsedClass('nsw-loader__circle', used)).toBe(true);
    expect(isUsedClass('is-open', used)).toBe(true);
    expect(isUsedClass('nsw-card', used)).toBe(false);
  });

  it('counts the variants of a class name built in a template', () => {
    expect(isUsedClass('nsw-loader__circle--lg', used)).toBe(true);
    expect(isUsedClass('nsw-loader__circle-lg', used)).toBe(false);
  });

  it('takes no stem from a word before a template that is not a class name being built', () => {
    const texts = ['`${response.message}\\n${invited}`', '`${a}-${b}`', '`to ${depth} m${pipes}`', '`app-status${x}`'];
    const fromText = usedClassNames(texts);
    expect(fromText.stems).toEqual([]);
    expect(isUsedClass('nsw-card', fromText)).toBe(false);
    expect(isUsedClass('-webkit-x', fromText)).toBe(false);
    expect(isUsedClass('m-0', fromText)).toBe(false);
  });
});

describe('readWebSources', () => {
  it("reads the app's sources and index.html, not its tests", () => {
    const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const texts = readWebSources(webRoot);
    expect(texts.some((text) => text.includes('<div id="root">'))).toBe(true);
    expect(texts.some((text) => text.includes('export function LandingPage'))).toBe(true);
    expect(texts.some((text) => text.includes("describe('LandingPage'"))).toBe(false);
  });
});
