import { describe, expect, it } from 'vitest';
import { MAX_ID, idParamSchema, idSchema } from './ids';

describe('record ids', () => {
  it.each([1, 42, MAX_ID])('accepts %s', (id) => {
    expect(idSchema.safeParse(id).success).toBe(true);
    expect(idParamSchema.safeParse(String(id)).success).toBe(true);
  });

  it.each([0, -1, 1.5, 2 ** 31, 2 ** 53, Number.NaN])('refuses %s', (id) => {
    expect(idSchema.safeParse(id).success).toBe(false);
    expect(idParamSchema.safeParse(String(id)).success).toBe(false);
  });
});
