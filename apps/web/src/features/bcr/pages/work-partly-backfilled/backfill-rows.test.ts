import { describe, expect, it } from 'vitest';
import { backfillRowSchema } from '@driller/domain';
import { newBackfillRow } from './backfill-rows';

const previous = backfillRowSchema.parse({ status: 'existing', fillType: 2, fromDepth: 60, toDepth: 61 });
const depths = { completedDepth: 60, drilledDepth: 62 };

describe('newBackfillRow', () => {
  it.each([
    ['the regulator’s first row spans completed to drilled depth', false, undefined, { fromDepth: 60, toDepth: 62 }],
    ['a later row starts at the previous To', false, previous, { fromDepth: 61, toDepth: null }],
    ['the driller’s first row starts blank', true, undefined, { fromDepth: null, toDepth: null }],
    ['the driller’s later row starts blank', true, previous, { fromDepth: null, toDepth: null }],
  ])('%s', (_name, driller, before, expected) => {
    expect(newBackfillRow(before, { driller, ...depths })).toMatchObject({ status: 'new', fillType: null, ...expected });
  });
});
