import { describe, expect, it } from 'vitest';
import { countCells, WORKS_LAYER_VIEW } from './count-grid';
import { bboxContains } from './spatial';

// Moree's irrigation district, where the synthetic register crowds its works.
const MOREE = { longitude: 149.85, latitude: -29.47 };

describe('countCells', () => {
  it('makes a 512 px square one tile of the zoom above (Web Mercator, as the base maps tile)', () => {
    const [cell] = countCells([MOREE.longitude, MOREE.latitude, MOREE.longitude, MOREE.latitude], 9);
    // Tile 8/234/149: x 234 of 256 is 149.0625..150.46875 degrees east.
    expect(cell?.key).toBe('8/234/149');
    expect(cell?.zoom).toBe(9);
    expect(cell?.bbox[0]).toBe(149.0625);
    expect(cell?.bbox[2]).toBe(150.4687499);
    expect(cell?.bbox[1]).toBeCloseTo(-29.535230, 6);
    expect(cell?.bbox[3]).toBeCloseTo(-28.304381, 6);
    expect(bboxContains(cell?.bbox ?? [0, 0, 0, 0], MOREE)).toBe(true);
  });

  it('covers the view with whole squares, north row first, west to east', () => {
    // About 1000 x 1400 px at zoom 9: three squares across, four down.
    const cells = countCells([149.2, -31.1, 151.9, -28.1], 9);
    const rows = [148, 149, 150, 151].map((y) => [234, 235, 236].map((x) => `8/${x}/${y}`));
    expect(cells.map((c) => c.key)).toEqual(rows.flat());
  });

  it('splits a square into four one zoom in, sharing no work between neighbours', () => {
    const [parent] = countCells([MOREE.longitude, MOREE.latitude, MOREE.longitude, MOREE.latitude], 9);
    const [west0, south0, east0, north0] = parent?.bbox ?? [0, 0, 0, 0];
    const children = countCells([west0 + 1e-6, south0 + 1e-6, east0 - 1e-6, north0 - 1e-6], 10);
    expect(children.map((c) => c.key)).toEqual(['9/468/298', '9/469/298', '9/468/299', '9/469/299']);
    expect([children[0]?.bbox[0], children[0]?.bbox[3], children[3]?.bbox[2], children[3]?.bbox[1]]).toEqual([west0, north0, east0, south0]);
    // A work on the edge the four share, at 6 decimals as stored, falls in exactly one of them.
    const [west, , east] = children[0]?.bbox ?? [0, 0, 0, 0];
    const onEdge = { longitude: Math.round((east + 1e-7) * 1e6) / 1e6, latitude: MOREE.latitude };
    expect(onEdge.longitude).toBeGreaterThan(west);
    expect(children.filter((c) => bboxContains(c.bbox, onEdge))).toHaveLength(1);
  });

  it('stays inside the world at its edges', () => {
    const cells = countCells([-190, -89, 190, 89], 1);
    expect(cells.map((c) => c.key)).toEqual(['0/0/0']);
    expect(cells[0]?.bbox[0]).toBe(-180);
  });

  it('counts from zoom 13 down only for views too full to draw (the thresholds the web reads)', () => {
    expect(WORKS_LAYER_VIEW).toEqual({ featuresMinZoom: 13, featureLimit: 1000, cellPx: 512 });
  });
});
