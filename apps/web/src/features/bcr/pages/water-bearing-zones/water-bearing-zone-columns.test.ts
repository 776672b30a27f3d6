import { describe, expect, it } from 'vitest';
import { waterBearingZoneColumns } from './water-bearing-zone-columns';

const HYDSTRA_ONLY = ['Category', 'Salinity', 'Test Depth (m)', 'Yield Description', 'Comment'];

describe('waterBearingZoneColumns', () => {
  it('shows the hydstra-only columns only for a report with the hydstra flag (spec 2 page 4)', () => {
    const plain = waterBearingZoneColumns(false).map((c) => c.header);
    const hydstra = waterBearingZoneColumns(true).map((c) => c.header);
    expect(plain.filter((h) => HYDSTRA_ONLY.includes(h))).toEqual([]);
    expect(hydstra.slice(-HYDSTRA_ONLY.length)).toEqual(HYDSTRA_ONLY);
    expect(hydstra.slice(0, plain.length)).toEqual(plain);
  });

  it('names the columns in the spec\'s words (spec 2 page 4)', () => {
    const headers = waterBearingZoneColumns(false).map((c) => c.header);
    expect(headers).toEqual(
      expect.arrayContaining(['Estimated Individual Yield (L/s)', 'Cumulative Yield (L/s)', 'Salinity Conductivity (uS/cm)', 'Sieve Analysis on Strata', 'Modal Grain Size']),
    );
    expect(headers.filter((h) => h.startsWith('Est.'))).toEqual([]);
  });

  it('shows duration as hours:minutes and salinity with its unit', () => {
    const byKey = new Map(waterBearingZoneColumns(false).map((c) => [c.key, c]));
    const row = { durationHour: 3, durationMin: '05', salinityTds: 1200, salinityUOM: 'ppm' } as never;
    expect(byKey.get('durationHour')?.format?.(row, 0)).toBe('03:05');
    expect(byKey.get('salinityTds')?.format?.(row, 0)).toBe('1200 ppm');
  });
});
