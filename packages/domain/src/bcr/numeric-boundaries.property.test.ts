import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BCR_MESSAGES } from './messages';
import { cumulativeYields, thickness } from './calculations';
import { gravelPackIssues } from './sections/gravel-pack/gravel-pack.rules';
import { context, validReport } from './testing/bcr-factory';

/** A decimal as a driller types it: at most `decimals` places, from its whole number of units. */
const typed = (max: number, decimals: number) => fc.integer({ min: 0, max: max * 10 ** decimals }).map((units) => units / 10 ** decimals);
/** How a value reads on a screen: never more places than were typed. */
const places = (value: number) => (String(value).split('.')[1] ?? '').length;

const grainGapRefused = (from: number, to: number) => {
  const rows = validReport().gravelPack;
  Object.assign(rows[0]!, { grainSizeFrom: from, grainSizeTo: to });
  return gravelPackIssues(rows, context()).some((i) => i.message === BCR_MESSAGES.grainSizeGap);
};

describe('issue 12: numeric rules exact at their boundaries', () => {
  it('spec 2: "Grain size gap 30 mm" — To exactly 30 mm above From is accepted, 0.01 mm less is refused', () => {
    expect(grainGapRefused(2.3, 32.3)).toBe(false);
    expect(grainGapRefused(5.55, 35.55)).toBe(false);
    fc.assert(
      fc.property(typed(900, 2), (from) => {
        const to = (Math.round(from * 100) + 3000) / 100;
        expect(grainGapRefused(from, to)).toBe(false);
        expect(grainGapRefused(from, (Math.round(to * 100) - 1) / 100)).toBe(true);
        expect(grainGapRefused(from, (Math.round(to * 100) + 1) / 100)).toBe(false);
      }),
    );
  });

  it('spec 2: "thickness = to minus from (2 decimals)" — exact, and shown as typed', () => {
    fc.assert(
      fc.property(typed(99_999, 2), typed(99_999, 2), (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const t = thickness(from, to)!;
        expect(Math.round(t * 100)).toBe(Math.round(to * 100) - Math.round(from * 100));
        expect(places(t)).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('spec 2: "cumulative yield = running sum of individual yields" — no drift over many rows', () => {
    fc.assert(
      fc.property(fc.array(typed(9_999, 2), { minLength: 1, maxLength: 40 }), (yields) => {
        const sums = cumulativeYields(yields);
        let hundredths = 0;
        yields.forEach((y, i) => {
          hundredths += Math.round(y * 100);
          expect(Math.round(sums[i]! * 100)).toBe(hundredths);
          expect(places(sums[i]!)).toBeLessThanOrEqual(2);
        });
      }),
    );
    expect(cumulativeYields([0.1, 0.2])).toEqual([0.1, 0.3]);
  });
});
