import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBeyondWarningDistance } from '../geo/distance';
import { depthChainIssues } from './depth-chain';
import { BCR_MESSAGES } from './messages';
import { digitLimitIssue } from './numeric';
import { RULE_MESSAGES } from './rule-messages';
import { waterEntryDesignIssues } from './sections/water-entry-design/water-entry-design.rules';
import { waterEntryDesignWarnings } from './sections/water-entry-design/water-entry-design.warnings';
import { BCR_WARNING } from './warning-codes';
import { cumulativeYields, thickness } from './calculations';
import { gravelPackIssues } from './sections/gravel-pack/gravel-pack.rules';
import { context, validReport } from './testing/bcr-factory';

/** A decimal as a driller types it: at most `decimals` places, from its whole number of units. */
const typed = (max: number, decimals: number) => fc.integer({ min: 0, max: max * 10 ** decimals }).map((units) => units / 10 ** decimals);
/** How a value reads on a screen: never more places than were typed. */
const places = (value: number) => (String(value).split('.')[1] ?? '').length;

// Parsed once: a report through zod for each of a property's hundreds of checks was most of the test's time
// (over 5 s on a loaded 2-core host). Each check gets its own copy of the first row.
const REPORT = validReport();
const CONTEXT = context();
const grainGapRefused = (from: number, to: number) => {
  const rows = REPORT.gravelPack.map((row, i) => (i === 0 ? { ...row, grainSizeFrom: from, grainSizeTo: to } : row));
  return gravelPackIssues(rows, CONTEXT).some((i) => i.message === BCR_MESSAGES.grainSizeGap);
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

describe('issue 12: depth chains, diameters and distances at their boundaries', () => {
  const chain = (depths: readonly number[], completedDepth: number) =>
    depthChainIssues(
      depths.slice(1).map((to, i) => ({ index: i, from: depths[i], to })),
      { section: 'casingLiner', fromKey: 'from', toKey: 'to', labels: 'from', continuity: 'equal', maxLast: { depth: completedDepth, name: 'Completed Depth' } },
    );
  const rising = fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 8 }).map((steps) => {
    const units = steps.reduce<number[]>((acc, s) => [...acc, (acc.at(-1) ?? 0) + s], [0]);
    return units.map((u) => u / 100);
  });

  it('spec 2 section 5: "From" equals the previous "To" and the last "To" may reach the completed depth, exactly', () => {
    fc.assert(
      fc.property(rising, (depths) => {
        const deepest = depths.at(-1)!;
        expect(chain(depths, deepest)).toEqual([]);
        expect(chain(depths, (Math.round(deepest * 100) - 1) / 100).map((i) => i.message)).toEqual([RULE_MESSAGES.notAboveDepth('"To"', 'Completed Depth')]);
      }),
    );
  });

  it('spec 2: "od must exceed twice the wall thickness" — equal is refused, 0.01 mm more passes', () => {
    fc.assert(
      fc.property(typed(99, 2), (wall) => {
        fc.pre(wall > 0);
        const twice = (Math.round(wall * 100) * 2) / 100;
        const refused = (od: number) => waterEntryDesignIssues([{ ...REPORT.waterEntryDesign[0]!, od, wallThickness: wall, id: null }], CONTEXT).some((i) => i.message === RULE_MESSAGES.odTwiceWall);
        expect(refused(twice)).toBe(true);
        expect(refused((Math.round(twice * 100) + 1) / 100)).toBe(false);
      }),
    );
  });

  it('spec 2: minimum wall thickness 3.6 mm for steel — exactly 3.6 passes, 3.59 warns', () => {
    const warned = (wallThickness: number) =>
      waterEntryDesignWarnings([{ ...REPORT.waterEntryDesign[0]!, material: 8, wallThickness }], REPORT.drillingDetails, CONTEXT).some(
        (i) => i.code === BCR_WARNING.minWallThickness,
      );
    expect(warned(3.6)).toBe(false);
    expect(warned(3.59)).toBe(true);
  });

  it('spec 2: casing OD above the hole diameter, and the 100 mm minimum OD — equal passes, 0.01 mm beyond warns', () => {
    const drilling = REPORT.drillingDetails;
    fc.assert(
      fc.property(typed(150, 2), (od) => {
        const codes = waterEntryDesignWarnings([{ ...REPORT.waterEntryDesign[0]!, od, wallThickness: 5 }], drilling, CONTEXT).map((i) => i.code);
        const hole = Math.min(...drilling.filter((h) => h.from! < 40 && 0 < h.to!).map((h) => h.diameter!));
        expect(codes.includes(BCR_WARNING.casingOdOverHole)).toBe(Math.round(od * 100) > Math.round(hole * 100));
        expect(codes.includes(BCR_WARNING.minCasingOd)).toBe(Math.round(od * 100) < 10_000);
      }),
    );
  });

  it('spec 1: a location more than 20 m from the approved point warns — 20.00 m does not, 20.01 m does', () => {
    fc.assert(
      fc.property(typed(40, 2), (distance) => {
        expect(isBeyondWarningDistance(distance)).toBe(Math.round(distance * 100) > 2000);
      }),
    );
  });

  it('spec 2: digit limits — a value with the allowed decimals passes, one more decimal is refused', () => {
    const limit = { digits: 5, decimals: 2 };
    fc.assert(
      fc.property(typed(99_999, 2), fc.integer({ min: 1, max: 9 }), (value, extra) => {
        expect(digitLimitIssue(value, limit)).toBeNull();
        const longer = Number(`${Math.trunc(value)}.${String(Math.round((value % 1) * 100)).padStart(2, '0')}${extra}`);
        expect(digitLimitIssue(longer, limit)).toBe(RULE_MESSAGES.tooManyDecimals(2));
      }),
    );
  });
});
