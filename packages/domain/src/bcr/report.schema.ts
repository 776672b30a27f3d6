import { z } from 'zod';
import { optionalDate, optionalId, optionalText } from './schema-helpers';
import { nullishToNull, wireSchema } from './wire-schema';
import { annulusFillSealRowSchema } from './sections/annulus-fill-seal/annulus-fill-seal.schema';
import { boreDevelopmentSchema } from './sections/bore-development/bore-development.schema';
import { casingLinerRowSchema } from './sections/casing-liner/casing-liner.schema';
import { casingSupportSchema } from './sections/casing-support/casing-support.schema';
import { disinfectionRowSchema } from './sections/disinfection/disinfection.schema';
import { drillingDetailsRowSchema } from './sections/drilling-details/drilling-details.schema';
import { excavationRowSchema } from './sections/excavation/excavation.schema';
import { gravelPackRowSchema } from './sections/gravel-pack/gravel-pack.schema';
import { headWorksSchema } from './sections/head-works/head-works.schema';
import { lithologyRowSchema } from './sections/lithology/lithology.schema';
import { pumpingTestRowSchema } from './sections/pumping-test/pumping-test.schema';
import { summarySchema } from './sections/summary/summary.schema';
import { waterBearingZoneRowSchema } from './sections/water-bearing-zones/water-bearing-zones.schema';
import { waterEntryDesignRowSchema } from './sections/water-entry-design/water-entry-design.schema';
import { workPartlyBackfilledSchema } from './sections/work-partly-backfilled/work-partly-backfilled.schema';

export const documentSchema = z.object({
  fileName: z.string(),
  fileguid: optionalText(),
  description: optionalText(),
  tempId: optionalText(),
  formAId: z.number().int().nullish(),
});
export type BcrDocument = z.output<typeof documentSchema>;

const rowLists = {
  lithology: z.array(lithologyRowSchema).default([]),
  drillingDetails: z.array(drillingDetailsRowSchema).default([]),
  waterBearingZones: z.array(waterBearingZoneRowSchema).default([]),
  excavationDetails: z.array(excavationRowSchema).default([]),
  casingLiner: z.array(casingLinerRowSchema).default([]),
  annulusFillSeal: z.array(annulusFillSealRowSchema).default([]),
  waterEntryDesign: z.array(waterEntryDesignRowSchema).default([]),
  gravelPack: z.array(gravelPackRowSchema).default([]),
  disinfection: z.array(disinfectionRowSchema).default([]),
  pumpingTest: z.array(pumpingTestRowSchema).default([]),
};

/** The whole BCR as saved and submitted: summary, each section, and the removed rows kept apart. */
export const bcrReportSchema = z.object({
  formAId: z.number().int().nullish(),
  formType: optionalText(),
  approvalConditionDate: optionalDate,
  currentPipeNo: optionalId,
  currentPumpingTestPipeNo: optionalId,
  summary: summarySchema,
  headWorks: nullishToNull(headWorksSchema),
  casingSupport: nullishToNull(casingSupportSchema),
  methodOfPlacementOfGravelPack: optionalId,
  boreDevelopment: boreDevelopmentSchema.default({ chemicalUsed: null, name: null, rows: [] }),
  workPartlyBackfilled: nullishToNull(workPartlyBackfilledSchema),
  ...rowLists,
  /** Removed saved rows: hidden, not validated, deleted on save. */
  deleted: z
    .object({ ...rowLists, boreDevelopment: z.array(z.unknown()).default([]), workPartlyBackfilled: z.array(z.unknown()).default([]) })
    .partial()
    .default({}),
  documents: z.array(documentSchema).default([]),
});
export type BcrReport = z.output<typeof bcrReportSchema>;
export type BcrReportInput = z.input<typeof bcrReportSchema>;

/** The report as answers carry it: the output of `bcrReportSchema`, with no transform to encode through. */
export const bcrReportWireSchema = wireSchema(bcrReportSchema) as z.ZodType<BcrReport, BcrReport>;
