import { z } from 'zod';
import { sharedSchema } from '../contracts/shared-schema';
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

/**
 * The report's parts, named for OpenAPI (`LithologyRowInput`... in requests): the save and submit bodies
 * refer to each, and the removed rows to the same row schemas. The answers' report (`BcrReport`, below)
 * is derived from these into new schemas, which carry no names: a name belongs to one schema.
 */
const row = {
  lithology: sharedSchema('LithologyRow', lithologyRowSchema),
  drillingDetails: sharedSchema('DrillingDetailsRow', drillingDetailsRowSchema),
  waterBearingZones: sharedSchema('WaterBearingZoneRow', waterBearingZoneRowSchema),
  excavationDetails: sharedSchema('ExcavationRow', excavationRowSchema),
  casingLiner: sharedSchema('CasingLinerRow', casingLinerRowSchema),
  annulusFillSeal: sharedSchema('AnnulusFillSealRow', annulusFillSealRowSchema),
  waterEntryDesign: sharedSchema('WaterEntryDesignRow', waterEntryDesignRowSchema),
  gravelPack: sharedSchema('GravelPackRow', gravelPackRowSchema),
  disinfection: sharedSchema('DisinfectionRow', disinfectionRowSchema),
  pumpingTest: sharedSchema('PumpingTestRow', pumpingTestRowSchema),
};

const rowLists = {
  lithology: z.array(row.lithology).default([]),
  drillingDetails: z.array(row.drillingDetails).default([]),
  waterBearingZones: z.array(row.waterBearingZones).default([]),
  excavationDetails: z.array(row.excavationDetails).default([]),
  casingLiner: z.array(row.casingLiner).default([]),
  annulusFillSeal: z.array(row.annulusFillSeal).default([]),
  waterEntryDesign: z.array(row.waterEntryDesign).default([]),
  gravelPack: z.array(row.gravelPack).default([]),
  disinfection: z.array(row.disinfection).default([]),
  pumpingTest: z.array(row.pumpingTest).default([]),
};

/** The whole BCR as saved and submitted: summary, each section, and the removed rows kept apart. */
export const bcrReportSchema = z.object({
  formAId: z.number().int().nullish(),
  formType: optionalText(),
  approvalConditionDate: optionalDate,
  currentPipeNo: optionalId,
  currentPumpingTestPipeNo: optionalId,
  summary: sharedSchema('BcrSummary', summarySchema),
  headWorks: nullishToNull(sharedSchema('HeadWorks', headWorksSchema)),
  casingSupport: nullishToNull(sharedSchema('CasingSupport', casingSupportSchema)),
  methodOfPlacementOfGravelPack: optionalId,
  boreDevelopment: sharedSchema('BoreDevelopment', boreDevelopmentSchema).default({ chemicalUsed: null, name: null, rows: [] }),
  workPartlyBackfilled: nullishToNull(sharedSchema('WorkPartlyBackfilled', workPartlyBackfilledSchema)),
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
export const bcrReportWireSchema = sharedSchema('BcrReport', wireSchema(bcrReportSchema) as z.ZodType<BcrReport, BcrReport>);
