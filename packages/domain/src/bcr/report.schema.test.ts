import { describe, expect, it } from 'vitest';
import { bcrReportSchema } from './report.schema';
import { validReportInput } from './testing/bcr-factory';

describe('bcrReportSchema', () => {
  it('parses a complete report and fills defaults', () => {
    const parsed = bcrReportSchema.parse({ summary: {} });
    expect([parsed.lithology, parsed.headWorks, parsed.boreDevelopment, parsed.deleted]).toEqual([
      [],
      null,
      { chemicalUsed: null, name: null, rows: [] },
      {},
    ]);
    expect(bcrReportSchema.parse(validReportInput()).waterEntryDesign[1]?.pipeNo).toBe(1);
  });

  it.each([
    [{ lithology: [{ depthFrom: 'x' }] }, ['lithology', 0, 'depthFrom'], 'Required number'],
    [{ lithology: [{ additionalInformation: 'x'.repeat(501) }] }, ['lithology', 0, 'additionalInformation'], 'Maximum allowed characters are 500'],
    [{ waterEntryDesign: [{ screenType: 2 }] }, ['waterEntryDesign', 0, 'screenType'], undefined],
    [{ drillingDetails: [{ drillingMethodId: 1.5 }] }, ['drillingDetails', 0, 'drillingMethodId'], 'Required number'],
    [{ summary: { completionDate: '31/12/2024' } }, ['summary', 'completionDate'], 'Please enter a date as DD/MM/YYYY.'],
  ])('rejects %j at %j', (change, path, message) => {
    const result = bcrReportSchema.safeParse({ ...validReportInput(), ...change, summary: { ...validReportInput().summary, ...(change as { summary?: object }).summary } });
    expect(result.success).toBe(false);
    const issue = result.success ? undefined : result.error.issues[0];
    expect(issue?.path).toEqual(path);
    if (message) expect(issue?.message).toBe(message);
  });

  it('keeps deleted rows apart', () => {
    const parsed = bcrReportSchema.parse({ summary: {}, deleted: { lithology: [{ status: 'deleted', lithologyId: 4 }] } });
    expect(parsed.deleted.lithology?.[0]).toMatchObject({ status: 'deleted', lithologyId: 4 });
  });
});
