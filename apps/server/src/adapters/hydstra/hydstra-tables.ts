import type { BcrReport } from '@driller/domain';

/** A cell as written: numbers as they are, text as text, nothing as an empty cell. */
export type Cell = string | number | boolean | null | undefined;

/** The keys every row of every table starts with (Hydstra identifies a site by station, hole and pipe). */
export interface RowKeys {
  station: string;
  hole: number;
}

export interface HydstraColumn<Row> {
  name: string;
  value: (row: Row, keys: RowKeys) => Cell;
}

/**
 * One Hydstra table-style CSV file. `depth` names the from/to columns the importer checks (numeric,
 * from <= to, rows ordered by from within `groupBy`).
 */
export interface HydstraTable {
  name: string;
  columns: readonly string[];
  depth?: { from: string; to: string; groupBy: readonly string[] };
  cells: (report: BcrReport, keys: RowKeys) => Cell[][];
}

function table<Row>(
  name: string,
  rowsOf: (report: BcrReport) => readonly Row[],
  columns: readonly HydstraColumn<Row>[],
  depth?: HydstraTable['depth'],
): HydstraTable {
  const all: HydstraColumn<Row>[] = [{ name: 'STATION', value: (_r, k) => k.station }, { name: 'HOLE', value: (_r, k) => k.hole }, ...columns];
  const byFrom = depth ? all.find((c) => c.name === depth.from) : undefined;
  return {
    name,
    columns: all.map((c) => c.name),
    depth,
    cells: (report, keys) => {
      const rows = [...rowsOf(report)];
      // Written in depth order (the order Hydstra reads a log in); rows without a depth keep their place last.
      if (byFrom) rows.sort((a, b) => depthKey(byFrom.value(a, keys)) - depthKey(byFrom.value(b, keys)));
      return rows.map((row) => all.map((c) => c.value(row, keys)));
    },
  };
}

const depthKey = (cell: Cell) => (typeof cell === 'number' ? cell : Number.POSITIVE_INFINITY);
const col = <Row>(name: string, value: (row: Row) => Cell): HydstraColumn<Row> => ({ name, value: (row) => value(row) });
const FROM_TO = { from: 'FROMDEPTH', to: 'TODEPTH' } as const;

type Report = BcrReport;
type Pipe = { pipe: number };
const pipesOf = (r: Report): Pipe[] => Array.from({ length: Math.max(1, r.summary.noOfPipes ?? 1) }, (_, i) => ({ pipe: i + 1 }));

interface CasingRow {
  pipe: number | null;
  element: 'CASING' | 'LINER' | 'SCREEN';
  from: Cell;
  to: Cell;
  material: Cell;
  od: Cell;
  id: Cell;
  wallThickness: Cell;
  fixing: Cell;
  aperture: Cell;
  slotLength: Cell;
  slotWidth: Cell;
}

/** The water entry design's casing and screen rows (per pipe), then the casing/liner strings of the hole. */
function casingRows(r: Report): CasingRow[] {
  const entries = r.waterEntryDesign.map((w): CasingRow => ({
    pipe: w.pipeNo,
    element: w.screenType === 1 ? 'SCREEN' : 'CASING',
    from: w.from,
    to: w.to,
    material: w.material,
    od: w.od,
    id: w.id,
    wallThickness: w.wallThickness,
    fixing: w.fixing,
    aperture: w.screenAperture,
    slotLength: w.slotLength,
    slotWidth: w.slotWidth,
  }));
  const liners = r.casingLiner.map((c): CasingRow => ({
    pipe: null,
    element: 'LINER',
    from: c.from,
    to: c.to,
    material: c.material,
    od: c.odmm,
    id: c.idmm,
    wallThickness: c.wallThickness,
    fixing: c.methodFixing,
    aperture: null,
    slotLength: null,
    slotWidth: null,
  }));
  return [...entries, ...liners];
}

/** The tables of the export, in the order they are written (docs/hydstra-export.md). */
export const HYDSTRA_TABLES: readonly HydstraTable[] = [
  table<Report>('HOLE', (r) => [r], [
    col('FORMAID', (r) => r.summary.formAId ?? r.formAId),
    col('WORKID', (r) => r.summary.workId),
    col('APPROVAL', (r) => r.summary.workApprovalNo),
    col('GWNO', (r) => r.summary.gwNo),
    col('WORKNAME', (r) => r.summary.workName),
    col('HOLETYPE', (r) => r.summary.holeType),
    col('BORETYPE', (r) => r.summary.boreTypeId),
    col('DRILLER', (r) => r.summary.driller),
    col('CONTRACTOR', (r) => r.summary.contractor),
    col('COMPDATE', (r) => r.summary.completionDate),
    col('DEPTH', (r) => r.summary.completedDepth),
    col('LATITUDE', (r) => r.summary.actualLatitude),
    col('LONGITUDE', (r) => r.summary.actualLongitude),
    col('ELEVATION', (r) => r.summary.elevation),
    col('YIELD', (r) => r.summary.finalYield),
    col('SWL', (r) => r.summary.finalSWL),
    col('SALINITY', (r) => r.summary.finalSalinity),
    col('SALUNIT', (r) => r.summary.finalSalinityUOM),
    col('NOPIPES', (r) => r.summary.noOfPipes ?? 1),
  ]),
  table<Pipe>('PIPE', pipesOf, [col('PIPE', (p) => p.pipe)]),
  table<CasingRow>('CASING', casingRows, [
    col('PIPE', (c) => c.pipe),
    col('ELEMENT', (c) => c.element),
    col('FROMDEPTH', (c) => c.from),
    col('TODEPTH', (c) => c.to),
    col('MATERIAL', (c) => c.material),
    col('OUTDIAM', (c) => c.od),
    col('INDIAM', (c) => c.id),
    col('WALLTHICK', (c) => c.wallThickness),
    col('FIXING', (c) => c.fixing),
    col('APERTURE', (c) => c.aperture),
    col('SLOTLEN', (c) => c.slotLength),
    col('SLOTWIDTH', (c) => c.slotWidth),
  ], { ...FROM_TO, groupBy: ['PIPE', 'ELEMENT'] }),
  table<Report['lithology'][number]>('LITHOLOGY', (r) => r.lithology, [
    col('FROMDEPTH', (l) => l.depthFrom),
    col('TODEPTH', (l) => l.depthTo),
    col('ROCKTYPE', (l) => l.rockType),
    col('COLOUR', (l) => l.colour),
    col('COLOUROTHER', (l) => l.colourOther),
    col('GRAINSIZE', (l) => l.grainSize),
    col('TEXTURE', (l) => l.texture),
    col('DESCRIPTION', (l) => l.additionalInformation),
  ], { ...FROM_TO, groupBy: [] }),
  table<Report['waterBearingZones'][number]>('AQUIFER', (r) => r.waterBearingZones, [
    col('FROMDEPTH', (w) => w.from),
    col('TODEPTH', (w) => w.to),
    col('THICKNESS', (w) => w.thickness),
    col('SWL', (w) => w.swl),
    col('YIELD', (w) => w.estimatedIndividualYield),
    col('CUMYIELD', (w) => w.estimatedCumulativeYield),
    col('TESTMETHOD', (w) => w.testMethod),
    col('DDL', (w) => w.ddl),
    col('DURHOURS', (w) => w.durationHour),
    col('DURMINS', (w) => w.durationMin),
    col('SALTDS', (w) => w.salinityTds),
    col('SALEC', (w) => w.salinityConductivity),
  ], { ...FROM_TO, groupBy: [] }),
  table<Report['gravelPack'][number]>('GRAVEL', (r) => r.gravelPack, [
    col('FROMDEPTH', (g) => g.depthFrom),
    col('TODEPTH', (g) => g.depthTo),
    col('GRAVELTYPE', (g) => g.gravelTypeId),
    col('GRADE', (g) => g.gravelGradeId),
    col('SEAL', (g) => g.bentoniteGroutSealId),
    col('GRAINFROM', (g) => g.grainSizeFrom),
    col('GRAINTO', (g) => g.grainSizeTo),
    col('QUANTITY', (g) => g.quantity),
    col('UNIT', (g) => g.quantityUOM),
  ], { ...FROM_TO, groupBy: [] }),
  table<Report['boreDevelopment']['rows'][number] & { chemical: Cell }>(
    'DEVELOP',
    (r) => r.boreDevelopment.rows.map((d) => ({ ...d, chemical: r.boreDevelopment.chemicalUsed === 1 ? r.boreDevelopment.name : null })),
    [
      col('METHOD', (d) => d.boreDevelopmentMethod),
      col('DURHOURS', (d) => d.durationHour),
      col('DURMINS', (d) => d.durationMin),
      col('SANDCONTENT', (d) => d.sandContent),
      col('CHEMICAL', (d) => d.chemical),
      col('DETAILS', (d) => d.details),
    ],
  ),
  table<Report['disinfection'][number]>('TREATMENT', (r) => r.disinfection, [
    col('CHEMICAL', (d) => d.chemicalsUsed),
    col('QUANTITY', (d) => d.quantityApplied),
    col('METHOD', (d) => d.methodOfApplication),
    col('TREATDATE', (d) => d.treatmentDate),
  ]),
  table<Report['pumpingTest'][number]>('PUMPTEST', (r) => r.pumpingTest, [
    col('PIPE', (p) => p.pipeNo),
    col('TESTTYPE', (p) => p.testType),
    col('TESTDATE', (p) => p.date),
    col('INTAKEDEPTH', (p) => p.pumpIntakeDepth),
    col('INITIALWL', (p) => p.initialWaterLevel),
    col('RATE', (p) => p.pumpingRate),
    col('ENDWL', (p) => p.waterLevelAtEndOfPumping),
    col('DURHOURS', (p) => p.durationOfTestHour),
    col('DURMINS', (p) => p.durationOfTestMin),
    col('RECOVERYWL', (p) => p.recoveryWaterLevel),
    col('MEASPOINT', (p) => p.heightOfMeasuringPoint),
    col('TESTMETHOD', (p) => p.testMethodId),
  ]),
];
