import { describe, expect, it } from 'vitest';
import { parseGeometry, parseQuery } from './arcgis-params';
import { parseWhere } from './arcgis-where';
import { WORKS_LAYER } from './map-layers';
import { ArcgisError } from './arcgis-error';

/** The ArcGIS error's detail line (the message itself is always 'Unable to complete operation.'). */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof ArcgisError && e.code === 400) return e.details.join(' ');
    throw e;
  }
  throw new Error('not refused');
}

describe('parseGeometry', () => {
  it.each([
    ['151,-33', undefined, { kind: 'point', at: { longitude: 151, latitude: -33 } }],
    ['152,-32,151,-33', undefined, { kind: 'envelope', bbox: [151, -33, 152, -32] }],
    ['{"x":151,"y":-33}', 'esriGeometryPoint', { kind: 'point', at: { longitude: 151, latitude: -33 } }],
    ['{"xmin":151,"ymin":-33,"xmax":152,"ymax":-32}', undefined, { kind: 'envelope', bbox: [151, -33, 152, -32] }],
    ['', undefined, null],
  ])('%s (%s)', (text, type, geometry) => {
    expect(parseGeometry(text, type)).toEqual(geometry);
  });

  it.each([['{not json'], ['{"x":"a","y":1}'], ['1,2,3'], ['a,b']])('refuses %s', (text) => {
    expect(refusal(() => parseGeometry(text, undefined))).toMatch(/parameter is invalid/);
  });

  it('refuses a geometry type that does not match the numbers', () => {
    expect(refusal(() => parseGeometry('151,-33', 'esriGeometryEnvelope'))).toMatch(/geometryType/);
  });
});

describe('parseWhere', () => {
  it('reads 1=1 as no clause and ANDed comparisons as clauses', () => {
    expect(parseWhere(WORKS_LAYER, '1=1')).toEqual([]);
    const clauses = parseWhere(WORKS_LAYER, "APPROVAL_NO <> '80WA712345' AND WORK_STATUS = 'I'");
    expect(clauses.map((c) => [c.field.name, c.operator, c.value])).toEqual([
      ['APPROVAL_NO', '<>', '80WA712345'],
      ['WORK_STATUS', '=', 'I'],
    ]);
    expect(parseWhere(WORKS_LAYER, "APPROVAL_NO != 'X'")[0]?.operator).toBe('<>');
  });

  it.each([['1=2'], ['APPROVAL_NO LIKE 3'], ["NOPE = 'x'"], ["APPROVAL_NO = 'x' OR 1=1"], ['APPROVAL_NO ='], ["APPROVAL_NO = 'x'; DROP"]])('refuses %s', (where) => {
    expect(refusal(() => parseWhere(WORKS_LAYER, where))).toMatch(/where/);
  });
});

describe('parseQuery', () => {
  it('turns a distance around a point into metres and caps the record count', () => {
    const q = parseQuery(WORKS_LAYER, { geometry: '151,-33', distance: '1', units: 'esriSRUnit_Kilometer', resultRecordCount: '999999', f: 'geojson' });
    expect(q).toMatchObject({ distance: 1000, format: 'geojson', offset: 0 });
    expect(q.limit).toBeLessThan(999999);
  });

  it.each<[Record<string, string>, RegExp]>([
    [{ f: 'html' }, /'f'/],
    [{ spatialRel: 'esriSpatialRelWithin' }, /spatialRel/],
    [{ distance: '5' }, /point geometry/],
    [{ geometry: '151,-33', distance: '5', units: 'esriSRUnit_Foot' }, /distance/],
    [{ outSR: '3857' }, /outSR/],
  ])('refuses %j', (query, message) => {
    expect(refusal(() => parseQuery(WORKS_LAYER, query))).toMatch(message);
  });
});
