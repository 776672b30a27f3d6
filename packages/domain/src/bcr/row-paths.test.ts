import { describe, expect, it } from 'vitest';
import type { Issue } from '../common/issue';
import type { BcrReport } from './report.schema';
import { excavationIssues } from './sections/excavation/excavation.rules';
import { excavationRowSchema, type ExcavationRow } from './sections/excavation/excavation.schema';
import { waterEntryDesignWarnings } from './sections/water-entry-design/water-entry-design.warnings';
import { workPartlyBackfilledIssues } from './sections/work-partly-backfilled/work-partly-backfilled.rules';
import { workPartlyBackfilledSchema } from './sections/work-partly-backfilled/work-partly-backfilled.schema';
import { context, validReport } from './testing/bcr-factory';
import { validateBcr } from './validate-bcr';

/**
 * A deleted row stays in the form's array (hidden). Every rule must name the row by its index in that
 * array, so the error lands on the row the user sees, not on the one above it.
 */
const deletedCopy = <R extends { status: string }>(row: R): R => ({ ...row, status: 'deleted' });
const errorsOf = (issues: readonly Issue[]) =>
  issues.filter((i) => i.severity === 'error').map((i) => [i.path, i.message]);

describe('BCR rules name rows by their index in the form, deleted rows included', () => {
  it.each<[string, (r: BcrReport) => void, string]>([
    [
      'lithology rock type',
      (r) => {
        r.lithology.unshift(deletedCopy(r.lithology[0]!));
        r.lithology[2]!.rockType = null;
      },
      'lithology.2.rockType',
    ],
    [
      'lithology depth chain',
      (r) => {
        r.lithology.unshift(deletedCopy(r.lithology[0]!));
        r.lithology[2]!.depthFrom = 31;
      },
      'lithology.2.depthFrom',
    ],
    [
      'drilling details diameter',
      (r) => {
        r.drillingDetails.unshift(deletedCopy(r.drillingDetails[0]!));
        r.drillingDetails[2]!.diameter = 250;
      },
      'drillingDetails.2.diameter',
    ],
    [
      'water entry design OD and wall',
      (r) => {
        r.waterEntryDesign.unshift(deletedCopy(r.waterEntryDesign[0]!));
        r.waterEntryDesign[2]!.od = 16;
      },
      'waterEntryDesign.2.od',
    ],
    [
      'casing / liner required material',
      (r) => {
        r.casingLiner.unshift(deletedCopy(r.casingLiner[0]!));
        r.casingLiner[1]!.material = null;
      },
      'casingLiner.1.material',
    ],
    [
      'gravel pack grain size gap',
      (r) => {
        r.gravelPack.unshift(deletedCopy(r.gravelPack[0]!));
        r.gravelPack[1]!.grainSizeTo = 2;
      },
      'gravelPack.1.grainSizeTo',
    ],
    [
      'annulus fill type',
      (r) => {
        r.annulusFillSeal.unshift(deletedCopy(r.annulusFillSeal[0]!));
        r.annulusFillSeal[1]!.fillType = null;
      },
      'annulusFillSeal.1.fillType',
    ],
    [
      'bore development method',
      (r) => {
        r.boreDevelopment.rows.unshift(deletedCopy(r.boreDevelopment.rows[0]!));
        r.boreDevelopment.rows[1]!.boreDevelopmentMethod = null;
      },
      'boreDevelopment.rows.1.boreDevelopmentMethod',
    ],
    [
      'disinfection chemicals',
      (r) => {
        r.disinfection.unshift(deletedCopy(r.disinfection[0]!));
        r.disinfection[1]!.chemicalsUsed = null;
      },
      'disinfection.1.chemicalsUsed',
    ],
    [
      'pumping test date',
      (r) => {
        r.pumpingTest.unshift(deletedCopy(r.pumpingTest[0]!));
        r.pumpingTest[1]!.date = null;
      },
      'pumpingTest.1.date',
    ],
    [
      'water bearing zone fluid loss',
      (r) => {
        r.waterBearingZones.unshift(deletedCopy(r.waterBearingZones[0]!));
        r.waterBearingZones[1]!.fluidLossFrom = 45;
      },
      'waterBearingZones.1.fluidLossTo',
    ],
  ])('%s', (_name, mutate, path) => {
    const report = validReport();
    mutate(report);
    const paths = errorsOf(validateBcr(report, context())).map(([p]) => p);
    expect(paths).toContain(path);
  });

  it('excavation: a lining below a deleted row is checked against the row the user sees', () => {
    const row = (o: Partial<ExcavationRow>): ExcavationRow => ({
      ...excavationRowSchema.parse({ status: 'existing' }),
      ...o,
    });
    const first = row({
      excavationOrLining: 1,
      boreShapeType: 2,
      from: 0,
      to: 5,
      diameter: 1200,
      drillingMethod: 1,
    });
    const rows = [
      deletedCopy(first),
      first,
      row({ excavationOrLining: 2, boreShapeType: 2, from: 1, to: 6, diameter: 1300, material: 1 }),
    ];
    expect(errorsOf(excavationIssues(rows, 10, context())).map(([p]) => p)).toEqual([
      'excavationDetails.2.diameter',
    ]);
  });

  it('work partly backfilled: the below-sump error names the last visible row', () => {
    const wpb = workPartlyBackfilledSchema.parse({
      rows: [
        { status: 'deleted', fillType: 1, fromDepth: 50, toDepth: 60 },
        { status: 'existing', fillType: 1, fromDepth: 50, toDepth: 55 },
      ],
    });
    const issues = workPartlyBackfilledIssues(wpb, 60, 58, context());
    expect(issues.map((i) => i.path)).toContain('workPartlyBackfilled.rows.1.toDepth');
  });

  it('water entry design warnings name the form row', () => {
    const report = validReport();
    report.waterEntryDesign.unshift(deletedCopy(report.waterEntryDesign[0]!));
    report.waterEntryDesign[1]!.od = 50;
    report.waterEntryDesign[1]!.id = 40;
    const paths = waterEntryDesignWarnings(report.waterEntryDesign, report.drillingDetails, context()).map(
      (w) => w.path,
    );
    expect(paths).toContain('waterEntryDesign.1.od');
  });
});
