import { describe, expect, it } from 'vitest';
import { DRILLER_LIST_PAGE, MAX_CURSOR_LENGTH, WORK_LIST_PAGE, pageQuerySchema } from './paging';

describe('pageQuerySchema', () => {
  const works = pageQuerySchema(WORK_LIST_PAGE);

  it.each([
    ['no limit: the default page', {}, { limit: 20 }],
    ['a limit as query text', { limit: '5' }, { limit: 5 }],
    ['the largest page', { limit: '100' }, { limit: 100 }],
    ['a cursor', { cursor: 'abc.def' }, { limit: 20, cursor: 'abc.def' }],
  ])('accepts %s', (_name, query, parsed) => {
    expect(works.parse(query)).toEqual(parsed);
  });

  it.each([
    ['a zero limit', { limit: '0' }],
    ['a limit past the largest page', { limit: '101' }],
    ['a limit that is no whole number', { limit: '2.5' }],
    ['text as a limit', { limit: 'ten' }],
    ['an empty cursor', { cursor: '' }],
    ['a cursor longer than any the server makes', { cursor: 'x'.repeat(MAX_CURSOR_LENGTH + 1) }],
  ])('refuses %s', (_name, query) => {
    expect(works.safeParse(query).success).toBe(false);
  });

  it('gives the drillers one page of 1000 by default', () => {
    expect(pageQuerySchema(DRILLER_LIST_PAGE).parse({})).toEqual({ limit: 1000 });
  });
});
