import { describe, expect, it } from 'vitest';
import { BCR_SAVE_PATH } from './endpoints';
import { BCR_PAGES } from './pages';
import { BCR_WARNING } from './warning-codes';

describe('exception reason codes', () => {
  it('are unique and prefixed BCR_W_', () => {
    const codes = Object.values(BCR_WARNING);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^BCR_W_[A-Z0-9_]+$/.test(c))).toBe(true);
  });

  it.each(BCR_PAGES.map((p) => [p.id]))('page %s has a save call under /service/api/bcr', (id) => {
    expect(BCR_SAVE_PATH[id]).toMatch(/^\/service\/api\/bcr\/save/);
  });
});
