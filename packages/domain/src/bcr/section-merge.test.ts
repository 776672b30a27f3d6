import { describe, expect, it } from 'vitest';
import { ROLE } from '../auth/roles';
import { WORK_ATTRIBUTE_3 } from '../work/attributes';
import { mergeSavedSections, savedSections } from './section-merge';
import { context, validReport } from './testing/bcr-factory';
import type { BcrReport } from './report.schema';

/** The stored report and a body that differs from it everywhere a save could take something. */
function storedAndBody(): { stored: BcrReport; body: BcrReport } {
  const stored = validReport();
  const body = validReport();
  body.summary = { ...body.summary, comments: 'body comment', receivedDate: '2024-05-01', workName: 'Renamed in the body', annulusFillSealMarkNotApplicable: 1 };
  body.lithology = [];
  body.annulusFillSeal = [];
  body.methodOfPlacementOfGravelPack = 3;
  return { stored, body };
}

describe('mergeSavedSections: what a section save takes from the whole report it was sent', () => {
  it('the summary takes its own fields only, not the work details shown with it nor the Not Applicable marks', () => {
    const { stored, body } = storedAndBody();
    const merged = mergeSavedSections(stored, body, ['summary'], context());
    expect(merged.summary.comments).toBe('body comment');
    expect(merged.summary.workName).toBe(stored.summary.workName);
    expect(merged.summary.annulusFillSealMarkNotApplicable).toBe(stored.summary.annulusFillSealMarkNotApplicable);
    expect(merged.lithology).toEqual(stored.lithology);
  });

  it('the received date is kept unless the regulator saves it', () => {
    const { stored, body } = storedAndBody();
    expect(mergeSavedSections(stored, body, ['summary'], context()).summary.receivedDate).toBe(stored.summary.receivedDate);
    expect(mergeSavedSections(stored, body, ['summary'], context({ roleId: ROLE.regulator })).summary.receivedDate).toBe('2024-05-01');
  });

  it('a list section takes its rows, and a marked one its Not Applicable mark with them', () => {
    const { stored, body } = storedAndBody();
    expect(mergeSavedSections(stored, body, ['lithology'], context()).lithology).toEqual([]);
    const annulus = mergeSavedSections(stored, body, ['annulusFillSeal'], context());
    expect(annulus.annulusFillSeal).toEqual([]);
    expect(annulus.summary.annulusFillSealMarkNotApplicable).toBe(1);
    expect(annulus.summary.comments).toBe(stored.summary.comments);
  });

  it('gravel pack takes the shared method of placement with its rows', () => {
    const { stored, body } = storedAndBody();
    expect(mergeSavedSections(stored, body, ['gravelPack'], context()).methodOfPlacementOfGravelPack).toBe(3);
    expect(mergeSavedSections(stored, body, ['lithology'], context()).methodOfPlacementOfGravelPack).toBe(stored.methodOfPlacementOfGravelPack);
  });
});

describe('a bore development save under a Not Applicable mark', () => {
  const saved = (mark: 1 | 2) => {
    const { stored, body } = storedAndBody();
    body.summary.boreDevelopmentMarkNotApplicable = mark;
    body.boreDevelopment = { chemicalUsed: 1, name: 'Sodium polyphosphate', rows: [] };
    return mergeSavedSections(stored, body, ['boreDevelopment'], context());
  };

  it('clears the chemical used and its name the page hides', () => {
    expect(saved(1).boreDevelopment).toEqual({ chemicalUsed: null, name: null, rows: [] });
    expect(saved(1).summary.boreDevelopmentMarkNotApplicable).toBe(1);
  });

  it('keeps them once Applicable', () => {
    expect(saved(2).boreDevelopment).toMatchObject({ chemicalUsed: 1, name: 'Sodium polyphosphate' });
  });
});

describe('savedSections', () => {
  it('writes only the sections the work type shows (an excavated work has no casing support)', () => {
    const bore = context();
    const excavation = context({ workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: WORK_ATTRIBUTE_3.excavation, workAttribute4: 1 } });
    expect(savedSections(['casingSupport', 'excavationDetails'], bore)).toEqual(['casingSupport']);
    expect(savedSections(['casingSupport', 'excavationDetails'], excavation)).toEqual(['excavationDetails']);
  });
});
