import { describe, expect, it } from 'vitest';
import { makeBcrReport } from '../../../test/bcr-fixtures';
import { formValuesFromView, type BcrFormValues } from './bcr-form-values';
import { keepUnsavedEdits, storedAfterSave } from './unsaved-edits';

const values = (input: Parameters<typeof makeBcrReport>[0]) => formValuesFromView({ report: makeBcrReport(input) });

describe('the form after a section save', () => {
  it("keeps an annulus mark chosen on its page when the Summary's route saves (the summary route does not write the marks)", () => {
    const stored = values({ summary: { annulusFillSealMarkNotApplicable: 1, completedDepth: 40 } });
    const form = values({ summary: { annulusFillSealMarkNotApplicable: 2, completedDepth: 60 } });
    const base = storedAfterSave('summary', stored, form);
    expect(base.summary.annulusFillSealMarkNotApplicable).toBe(1);
    // The server's answer: the summary's field saved, the mark as it was stored.
    const server = values({ summary: { annulusFillSealMarkNotApplicable: 1, completedDepth: 60 } });
    const merged = keepUnsavedEdits(base, form, server);
    expect(merged.summary).toMatchObject({ annulusFillSealMarkNotApplicable: 2, completedDepth: 60 });
  });

  it("takes the saved route's part from the server (row ids) and keeps another section's unsaved rows", () => {
    const stored = values({});
    // Rows as the form holds them (only their identity matters to the merge).
    const rows = (list: object[]) => list as unknown as BcrFormValues['lithology'];
    const form: BcrFormValues = {
      ...stored,
      lithology: rows([{ status: 'newmodify', depthFrom: 0, depthTo: 10 }]),
      drillingDetails: rows([{ status: 'newmodify', from: 0, to: 10 }]) as BcrFormValues['drillingDetails'],
    };
    const server: BcrFormValues = { ...stored, lithology: rows([{ id: 5, status: 'unchanged', depthFrom: 0, depthTo: 10 }]) };
    const merged = keepUnsavedEdits(storedAfterSave('lithology', stored, form), form, server);
    expect(merged.lithology).toEqual(server.lithology);
    expect(merged.drillingDetails).toEqual(form.drillingDetails);
  });
});
