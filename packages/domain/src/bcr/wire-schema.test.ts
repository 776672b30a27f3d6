import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bcrReportSchema, bcrReportWireSchema } from './report.schema';
import { validReport, validReportInput } from './testing/bcr-factory';
import { nullishOr, nullishToNull, wireSchema } from './wire-schema';

describe('the report as answers carry it', () => {
  it('encodes a parsed report unchanged and reads back the same report', () => {
    const report = validReport();
    const encoded = z.encode(bcrReportWireSchema, report);
    expect(encoded).toEqual(report);
    expect(bcrReportWireSchema.parse(JSON.parse(JSON.stringify(encoded)))).toEqual(report);
  });

  it('keeps the fields a blank report fills in (defaults, nulls, minutes)', () => {
    const blank = bcrReportSchema.parse({ summary: {}, drillingDetails: [{}], boreDevelopment: { rows: [{}] } });
    expect(bcrReportWireSchema.parse(blank)).toEqual(blank);
    expect(blank.drillingDetails[0]?.fluidLoss).toBe(0);
    expect(blank.boreDevelopment.rows[0]?.durationMin).toBe('00');
  });

  it('refuses what the input schema would clean: the answer says exactly what it holds', () => {
    const typed = { ...validReport(), summary: { ...validReport().summary, completedDepth: '60' } };
    expect(bcrReportWireSchema.safeParse(typed).success).toBe(false);
    expect(bcrReportSchema.safeParse({ ...validReportInput(), summary: { ...validReportInput().summary, completedDepth: '60' } }).success).toBe(true);
  });

  it('is described in JSON Schema (OpenAPI) as output', () => {
    const json = z.toJSONSchema(bcrReportWireSchema, { io: 'output' }) as { $ref: string; $defs: Record<string, { properties: object }> };
    // Named for OpenAPI (sharedSchema): a conversion refers to the one definition of the report.
    expect(json.$ref).toBe('#/$defs/BcrReport');
    expect(Object.keys(json.$defs.BcrReport?.properties ?? {})).toEqual(expect.arrayContaining(['summary', 'lithology', 'waterEntryDesign', 'deleted']));
  });

  it('derives wire forms of its helpers and refuses a transform nobody registered', () => {
    expect(wireSchema(nullishToNull(z.string())).parse(null)).toBeNull();
    expect(wireSchema(nullishOr(z.string(), 'x')).safeParse(null).success).toBe(false);
    expect(() => wireSchema(z.string().transform((s) => s.length))).toThrow(/withWire/);
  });
});
