import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { error, warning, type Issue } from '../common/issue';
import { addIssuesToZod, emailRules, maxLength, required } from './field-rules';

describe('admin field rules', () => {
  it.each<[unknown, Issue[]]>([
    ['Smith', []],
    [[1], []],
    [3, []],
    ['  ', [{ path: 'f', message: 'Required', severity: 'error' }]],
    [null, [{ path: 'f', message: 'Required', severity: 'error' }]],
    [[], [{ path: 'f', message: 'Required', severity: 'error' }]],
  ])('required(%j)', (value, expected) => {
    expect(required('f', value)).toEqual(expected);
  });

  it.each<[string, number, Issue[]]>([
    ['a'.repeat(20), 20, []],
    ['a'.repeat(21), 20, [{ path: 'f', message: 'Maximum allowed characters are 20', severity: 'error' }]],
  ])('maxLength(%s, %i)', (value, max, expected) => {
    expect(maxLength('f', value, max)).toEqual(expected);
  });

  const long = `${'a'.repeat(92)}@test.com`;
  it.each<[string | null, boolean, Issue[]]>([
    ['jo@bores.com.au', true, []],
    [null, false, []],
    ['', true, [{ path: 'email', message: 'Required', severity: 'error' }]],
    ['jo@bores', false, [{ path: 'email', message: 'Invalid email address', severity: 'error' }]],
    ['jo smith@bores.com', false, [{ path: 'email', message: 'Invalid email address', severity: 'error' }]],
    [long, false, [{ path: 'email', message: 'Maximum allowed characters are 100', severity: 'error' }]],
    [long.slice(1), false, []],
  ])('emailRules(%s, mandatory %s)', (value, mandatory, expected) => {
    expect(emailRules('email', value, mandatory)).toEqual(expected);
  });

  it('addIssuesToZod passes errors to zod at their path and keeps warnings out', () => {
    const schema = z.object({ a: z.object({ b: z.string() }) }).superRefine((_, ctx) => {
      addIssuesToZod(ctx, [error('a.b', 'Required'), warning('a.b', 'Are you sure?', 'CONFIRM')]);
    });
    const result = schema.safeParse({ a: { b: '' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[['a', 'b'], 'Required']]);
  });
});
