import { describe, expect, it } from 'vitest';
import { backfillRowSchema } from '@driller/domain';
import { newBackfillRow } from './backfill-rows';

const previous = backfillRowSchema.parse({ status: 'existing', fillType: 2, fromDepth: 60, toDepth: 61 });
const depths = { completedDepth: 60, drilledDepth: 62 };

describe('newBackfillRow', () => {
  it.each([
    ['the first row spans completed to drilled depth', undefined, { fromDepth: 60, toDepth: 62 }],
    ['a later row starts at the previous To', previous, { fromDepth: 61, toDepth: null }],
  ])('%s', (_name, before, expected) => {
    expect(newBackfillRow(before, depths)).toMatchObject({ status: 'new', fillType: null, ...expected });
  });
});
