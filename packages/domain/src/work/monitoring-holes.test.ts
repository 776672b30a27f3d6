import { describe, expect, it } from 'vitest';
import {
  HOLES_SECTION,
  holeDistanceWarnings,
  holeExceptionCodes,
  holePath,
  holeDistances,
  holeHasData,
  showsHoleTypeAndNumber,
  validateHoleDelete,
  validateHoleEdit,
  validateMonitoringHoles,
  type HoleRulesContext,
  type MonitoringHoleRow,
} from './monitoring-holes';

const hole = (over: Partial<MonitoringHoleRow>): MonitoringHoleRow => ({
  actualLatitude: '-33.000000',
  actualLongitude: '151.000000',
  driller: 7,
  workName: 'MB1',
  holeType: 1,
  noOfPipes: null,
  ...over,
});
const pilot = hole({});
const other = hole({ holeType: 2, actualLatitude: '-33.000100' });
const err = (path: string, message: string) => ({ path, message, severity: 'error' });
const oneOrMore: HoleRulesContext = { attribute3: 6, roleId: 5 };
const twoOrMore: HoleRulesContext = { attribute3: 7, roleId: 5 };
const nested: HoleRulesContext = { attribute3: 5, roleId: 5 };

describe('validateMonitoringHoles', () => {
  it.each<[string, MonitoringHoleRow[], HoleRulesContext]>([
    ['one pilot hole (one or more holes)', [pilot], oneOrMore],
    ['pilot and other with pipes 2 and 6', [hole({ noOfPipes: 2 }), hole({ holeType: 2, noOfPipes: 6 })], oneOrMore],
    ['two holes without hole types (two or more)', [hole({ holeType: null }), hole({ holeType: null })], twoOrMore],
    ['one nested hole', [hole({ holeType: null })], nested],
    ['regulator giving neither coordinate', [hole({ actualLatitude: null, actualLongitude: '' })], { attribute3: 6, roleId: 3 }],
  ])('passes %s', (_label, rows, ctx) => {
    expect(validateMonitoringHoles(rows, ctx)).toEqual([]);
  });

  it.each<[string, MonitoringHoleRow[], HoleRulesContext, ReturnType<typeof err>[]]>([
    ['no holes (one or more)', [], oneOrMore, [err('workDetailsMonitoring', 'Please add atleast 1 hole.')]],
    ['one hole (two or more)', [hole({ holeType: null })], twoOrMore, [err('workDetailsMonitoring', 'Please add atleast 2 holes.')]],
    ['two nested holes', [hole({}), hole({})], nested, [err('workDetailsMonitoring', 'Only one hole is allowed for a nested monitoring bore.')]],
    ['two pilots', [pilot, pilot], oneOrMore, [err('workDetailsMonitoring', 'You have added multiple pilot holes. Please add only one pilot hole.')]],
    ['no pilot', [other], oneOrMore, [err('workDetailsMonitoring', 'Please add one pilot hole.')]],
    [
      'missing fields in row 2',
      [pilot, hole({ holeType: null, driller: null, workName: ' ', actualLatitude: null, actualLongitude: null })],
      oneOrMore,
      [err('workDetailsMonitoring.1.actualLatitude', 'Row#2 : Latitude, Longitude, Driller, Work Name, Hole Type is mandatory')],
    ],
    [
      'regulator giving only latitude',
      [hole({ actualLongitude: null })],
      { attribute3: 6, roleId: 3 },
      [err('workDetailsMonitoring.0.actualLongitude', 'Row#1 : Longitude is mandatory')],
    ],
    [
      'only the driller missing in row 2: the path is the driller field of that row',
      [pilot, hole({ holeType: 2, driller: null })],
      oneOrMore,
      [err('workDetailsMonitoring.1.driller', 'Row#2 : Driller is mandatory')],
    ],
    ['7 decimals of latitude', [hole({ actualLatitude: '-33.1234567' })], oneOrMore, [err('workDetailsMonitoring.0.actualLatitude', 'Enter latitude in degree decimals upto 6 decimal places')]],
    ['text longitude', [hole({ actualLongitude: 'abc' })], oneOrMore, [err('workDetailsMonitoring.0.actualLongitude', 'Enter longitude in degree decimals upto 6 decimal places')]],
    ['latitude outside NSW', [hole({ actualLatitude: '-38' })], oneOrMore, [err('workDetailsMonitoring.0.actualLatitude', 'Enter values between -37.505385 and -28.157094 for latitude')]],
    ['longitude outside NSW', [hole({ actualLongitude: 155 })], oneOrMore, [err('workDetailsMonitoring.0.actualLongitude', 'Enter values between 140.995306 and 153.638730 for longitude')]],
    ['1 pipe', [hole({ noOfPipes: 1 })], oneOrMore, [err('workDetailsMonitoring.0.noOfPipes', 'Row#1 : No of Pipes must be between 2 and 6.')]],
    ['7 pipes', [hole({ noOfPipes: 7 })], oneOrMore, [err('workDetailsMonitoring.0.noOfPipes', 'Row#1 : No of Pipes must be between 2 and 6.')]],
    ['2.5 pipes', [hole({ noOfPipes: 2.5 })], oneOrMore, [err('workDetailsMonitoring.0.noOfPipes', 'Row#1 : No of Pipes must be between 2 and 6.')]],
  ])('refuses %s', (_label, rows, ctx, issues) => {
    expect(validateMonitoringHoles(rows, ctx)).toEqual(issues);
  });
});

describe('distance to the pilot hole', () => {
  // 0.0001° of latitude is about 11.1 m; 0.0003° about 33.3 m.
  const far = hole({ holeType: 2, actualLatitude: '-33.000300' });

  it('measures type-2 holes to the first type-1 hole', () => {
    const d = holeDistances([other, pilot, far, hole({ holeType: 2, actualLatitude: null })]);
    expect(d[0]).toBeCloseTo(11.09, 1);
    expect(d[1]).toBeNull();
    expect(d[2]).toBeCloseTo(33.27, 1);
    expect(d[3]).toBeNull();
  });

  it('has no distances without a pilot', () => {
    expect(holeDistances([other, far])).toEqual([null, null]);
  });

  it.each<[string, MonitoringHoleRow[], number[]]>([
    ['within 20 m', [pilot, other], []],
    ['beyond 20 m', [pilot, other, far], [2]],
  ])('%s', (_label, rows, warnedRows) => {
    expect(holeDistanceWarnings(rows)).toEqual(
      warnedRows.map((i) => ({
        path: `workDetailsMonitoring.${i}.distance`,
        message: `Row#${i + 1} : The hole is more than 20 meters from the pilot hole. Do you want to continue?`,
        severity: 'warning',
        code: 'HOLE_DIST_GT_20M',
      })),
    );
  });
});

describe('holeExceptionCodes', () => {
  it('gives HOLE_DIST_GT_20M to the holes whose distance warned, and null to the rest', () => {
    const far = hole({ holeType: 2, actualLatitude: '-33.000300' });
    expect(holeExceptionCodes([pilot, other, far])).toEqual([null, null, 'HOLE_DIST_GT_20M']);
  });
});

describe('hole paths follow <section>.<row>.<field>', () => {
  it('names the form array the web registers the holes under', () => {
    expect(holePath(2, 'noOfPipes')).toBe('workDetailsMonitoring.2.noOfPipes');
    expect(holePath(0)).toBe('workDetailsMonitoring.0');
    expect(HOLES_SECTION).toBe('workDetailsMonitoring');
  });
});

describe('editing a hole with BCR data', () => {
  it.each<[Record<string, number | null> | null, boolean]>([
    [{ lithology: 0, casing: 1 }, true],
    [{ lithology: 0, casing: null }, false],
    [null, false],
  ])('holeHasData(%j) is %s', (status, has) => {
    expect(holeHasData(status)).toBe(has);
  });

  it.each<[string, boolean, Partial<MonitoringHoleRow>, ReturnType<typeof err>[]]>([
    ['no data: anything goes', false, { noOfPipes: 4, workName: 'X' }, []],
    ['data, nothing changed', true, {}, []],
    [
      'data, pipes changed',
      true,
      { noOfPipes: 3 },
      [err('workDetailsMonitoring.0.noOfPipes', 'No of Pipes cannot be edited as data already exists for this hole. Please delete the data before editing No Of pipes.')],
    ],
    [
      'data, latitude changed',
      true,
      { actualLatitude: '-33.1' },
      [err('workDetailsMonitoring.0', 'Row#1 : The hole cannot be changed as BCR data already exists for it. Please delete the data before editing the hole.')],
    ],
  ])('%s', (_label, hasData, change, issues) => {
    expect(validateHoleEdit(0, hasData, hole({ noOfPipes: 2 }), hole({ noOfPipes: 2, ...change }))).toEqual(issues);
  });

  it.each<[boolean, ReturnType<typeof err>[]]>([
    [false, []],
    [
      true,
      [err('workDetailsMonitoring', 'Row#2 : The hole cannot be deleted as BCR data already exists for it. Please delete the data before deleting the hole.')],
    ],
  ])('deleting a hole with data %s is refused: %j', (hasData, issues) => {
    expect(validateHoleDelete(1, hasData)).toEqual(issues);
  });

  it('the nested type hides hole type and number', () => {
    expect(showsHoleTypeAndNumber(5)).toBe(false);
    expect(showsHoleTypeAndNumber(6)).toBe(true);
  });
});
