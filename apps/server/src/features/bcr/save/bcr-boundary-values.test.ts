import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bcrLoadResponseSchema } from '@driller/domain';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createBcrWork, fullReport, getBcr, postBcr, saveBody } from '../../../../test/bcr-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('issue 12: boundary decimals round-trip through the API and the database unchanged', () => {
  it('accepts grain sizes exactly 30 mm apart and reads back every decimal as typed', async () => {
    const work = await createBcrWork(t);
    const report = fullReport();
    Object.assign(report.gravelPack![0]!, { grainSizeFrom: 2.3, grainSizeTo: 32.3 });
    Object.assign(report.waterBearingZones![0]!, { swl: 12.35 });
    Object.assign(report.drillingDetails![0]!, { diameter: 152.4 });
    const saved = await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0, report));
    expect(saved.statusCode, saved.body).toBe(200);

    const stored = bcrLoadResponseSchema.parse((await getBcr(t, 'driller', work.id)).json()).data.report;
    expect(stored.gravelPack[0]).toMatchObject({ grainSizeFrom: 2.3, grainSizeTo: 32.3 });
    expect(stored.waterBearingZones[0]!.swl).toBe(12.35);
    expect(stored.drillingDetails[0]!.diameter).toBe(152.4);
    // Each zone's thickness is its depths' exact difference, as the page shows it.
    for (const zone of stored.waterBearingZones) {
      expect(String(zone.thickness)).toBe(String((Math.round(zone.to! * 100) - Math.round(zone.from! * 100)) / 100));
    }
  });

  it('reads back every decimal, date and text as edited on saved rows (their updates go as one statement per section)', async () => {
    const work = await createBcrWork(t);
    const first = await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 0));
    expect(first.statusCode, first.body).toBe(200);
    const report = structuredClone(bcrLoadResponseSchema.parse((await getBcr(t, 'driller', work.id)).json()).data.report);
    Object.assign(report.gravelPack[0]!, { grainSizeFrom: 2.3, grainSizeTo: 32.3, status: 'newmodify' });
    Object.assign(report.waterBearingZones[0]!, { swl: 12.35, status: 'newmodify' });
    Object.assign(report.drillingDetails[0]!, { diameter: 152.4, status: 'newmodify' });
    Object.assign(report.drillingDetails[1]!, { penetrationRate: 0.01, status: 'newmodify' });
    Object.assign(report.disinfection[0]!, { treatmentDate: '2024-03-05', status: 'newmodify' });
    Object.assign(report.lithology[0]!, { additionalInformation: 'Clay, "wet" \\ 100%', status: 'newmodify' });
    const saved = await postBcr(t, 'driller', 'savebcr', saveBody(work.id, 1, report));
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = bcrLoadResponseSchema.parse((await getBcr(t, 'driller', work.id)).json()).data.report;
    expect(stored.gravelPack[0]).toMatchObject({ grainSizeFrom: 2.3, grainSizeTo: 32.3, gravelPackId: report.gravelPack[0]!.gravelPackId });
    expect(stored.waterBearingZones[0]!.swl).toBe(12.35);
    expect(stored.drillingDetails.map((r) => [r.diameter, r.penetrationRate])).toEqual([
      [152.4, report.drillingDetails[0]!.penetrationRate],
      [report.drillingDetails[1]!.diameter, 0.01],
    ]);
    expect(stored.disinfection[0]!.treatmentDate).toBe('2024-03-05');
    expect(stored.lithology[0]!.additionalInformation).toBe('Clay, "wet" \\ 100%');
  });
});
