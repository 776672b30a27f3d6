import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseBlankingRefused, refusalsWithRuleIssues } from './parse-blanking-refused';
import { error } from './issue';

const schema = z.object({
  name: z.string().max(5, 'Too long').nullable(),
  rows: z.array(z.object({ depth: z.number('Number').nullable() })),
});

describe('parseBlankingRefused', () => {
  it('parses a valid value with no refusals', () => {
    expect(parseBlankingRefused(schema, { name: 'Ann', rows: [] })).toEqual({ data: { name: 'Ann', rows: [] }, refused: [] });
  });

  it('gives the refusals at their paths and the value parsed with those fields blank, leaving the input as it was', () => {
    const input = { name: 'Annabel', rows: [{ depth: 1 }, { depth: 'deep' }] };
    const result = parseBlankingRefused(schema, input);
    expect(result.refused).toEqual([error('name', 'Too long'), error('rows.1.depth', 'Number')]);
    expect(result.data).toEqual({ name: null, rows: [{ depth: 1 }, { depth: null }] });
    expect(input).toEqual({ name: 'Annabel', rows: [{ depth: 1 }, { depth: 'deep' }] });
  });

  it('gives no value when even the blanked one does not parse', () => {
    const result = parseBlankingRefused(schema, { name: 'Ann', rows: 'none' });
    expect(result.data).toBeNull();
    expect(result.refused.map((i) => i.path)).toEqual(['rows']);
  });
});

describe('refusalsWithRuleIssues', () => {
  it('puts the refusals first and drops the rules’ issues on a refused field', () => {
    const refused = [error('name', 'Too long')];
    expect(refusalsWithRuleIssues(refused, [error('name', 'Required'), error('rows.0.depth', 'Required')])).toEqual([
      error('name', 'Too long'),
      error('rows.0.depth', 'Required'),
    ]);
  });
});
