import { describe, expect, it } from 'vitest';
import { BCR_PAGES, isPageVisible, nextPage, pageTitle, previousPage, visiblePages, type BcrPageId } from './pages';

const base = { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 };
const spearpoint = { ...base, workAttribute3: 3, workAttribute4: 5 };
const excavated = { ...base, workAttribute3: 4, workAttribute4: 3 };
const decommission = { ...base, workAttribute1: 3 };

const ids = (w: typeof base) => visiblePages(w).map((p) => p.id);

describe('wizard pages', () => {
  it('keeps the one-reading order with water entry design after casing support', () => {
    expect(BCR_PAGES.map((p) => p.title)).toEqual([
      'Summary',
      'Drilling Details',
      'Lithology',
      'Water Bearing Zones',
      'Excavation Details',
      'Bore Construction Design',
      'Casing Support',
      'Water Entry Design',
      'Annulus Fill / Seal',
      'Bore Development',
      'Disinfection on Completion',
      'Work Partly Backfilled',
      'Head Works',
      'Pumping Test',
      'Submit Bore Details',
    ]);
  });

  it.each<[string, typeof base, BcrPageId, boolean]>([
    ['default hides excavation', base, 'excavationDetails', false],
    ['default hides head works', base, 'headWorks', false],
    ['default shows casing support', base, 'casingSupport', true],
    ['attr 3 id 3 hides casing support', spearpoint, 'casingSupport', false],
    ['attr 3 id 3 hides annulus', spearpoint, 'annulusFillSeal', false],
    ['attr 3 id 3 hides bore development', spearpoint, 'boreDevelopment', false],
    ['attr 3 id 3 hides partly backfilled', spearpoint, 'workPartlyBackfilled', false],
    ['attr 3 id 3 shows head works', spearpoint, 'headWorks', true],
    ['attr 3 id 4 hides drilling details', excavated, 'drillingDetails', false],
    ['attr 3 id 4 hides bore construction design', excavated, 'boreConstructionDesign', false],
    ['attr 3 id 4 shows excavation', excavated, 'excavationDetails', true],
    ['attr 3 id 4 keeps lithology', excavated, 'lithology', true],
    ['attr 1 id 3 hides partly backfilled', decommission, 'workPartlyBackfilled', false],
  ])('%s', (_name, workType, page, expected) => {
    expect(isPageVisible(page, workType)).toBe(expected);
  });

  it.each([
    [base, 13],
    [spearpoint, 10],
    [excavated, 8],
  ])('counts visible pages', (workType, count) => {
    expect(ids(workType)).toHaveLength(count);
  });

  it.each<[string, typeof base, BcrPageId, BcrPageId | null, BcrPageId | null]>([
    ['default skips excavation', base, 'waterBearingZones', 'boreConstructionDesign', 'lithology'],
    ['excavated skips drilling details', excavated, 'summary', 'lithology', null],
    ['excavated jumps to water entry design', excavated, 'excavationDetails', 'waterEntryDesign', 'waterBearingZones'],
    ['spearpoint reaches head works', spearpoint, 'disinfection', 'headWorks', 'waterEntryDesign'],
    ['last page', base, 'submit', null, 'pumpingTest'],
  ])('Next and Previous: %s', (_name, workType, current, next, previous) => {
    expect(nextPage(current, workType)).toBe(next);
    expect(previousPage(current, workType)).toBe(previous);
  });

  it('titles pages', () => {
    expect(pageTitle('annulusFillSeal')).toBe('Annulus Fill / Seal');
  });
});
