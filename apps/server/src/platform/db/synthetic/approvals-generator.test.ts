import { describe, expect, it } from 'vitest';
import { APPROVAL_NUMBER_PATTERN, NSW_BOUNDS, findLotContaining, bboxOf, isLatitudeInNsw, isLongitudeInNsw, normaliseLotDp } from '@driller/domain';
import { generateApprovals, HANDY_APPROVALS } from './approvals-generator';
import { generateMapWorks, generateStations } from './map-generator';

const approvals = generateApprovals();
const lotsOf = (i: number) => (approvals[i]?.lots ?? []).map((lot) => ({ lotDp: lot.lotidstring, geometry: lot.geometry, bbox: bboxOf(lot.geometry) }));

describe('generateApprovals', () => {
  it('is deterministic', () => {
    expect(generateApprovals()).toEqual(approvals);
    expect(generateMapWorks(approvals)).toEqual(generateMapWorks(generateApprovals()));
  });

  it('makes at least 200 unique approvals in every number format, the handy ones first', () => {
    expect(approvals.length).toBeGreaterThanOrEqual(200);
    const numbers = approvals.map((a) => a.approvalNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((n) => APPROVAL_NUMBER_PATTERN.test(n))).toBe(true);
    for (const kind of ['CW', 'WA', 'MW']) expect(numbers.some((n) => n.slice(2, 4) === kind)).toBe(true);
    expect(numbers.slice(0, HANDY_APPROVALS.length)).toEqual(HANDY_APPROVALS.map((h) => h.approvalNumber));
  });

  it('puts every work inside NSW, in its own canonical lot, with both statuses present', () => {
    const works = approvals.flatMap((a) => a.works);
    expect(works.every((w) => isLatitudeInNsw(w.point.latitude) && isLongitudeInNsw(w.point.longitude))).toBe(true);
    expect(works.every((w) => normaliseLotDp(w.lotDp) === w.lotDp)).toBe(true);
    expect(new Set(works.map((w) => w.workStatus))).toEqual(new Set(['I', 'A']));
    approvals.forEach((approval, i) => {
      for (const work of approval.works) expect(findLotContaining(work.point, lotsOf(i))?.lotDp).toBe(work.lotDp);
    });
  });

  it('puts a pin 30 m east of an approved point in the neighbouring lot and 30 m west in the same lot', () => {
    const work = approvals[0]?.works[0];
    if (!work) throw new Error('no work');
    const metre = 1 / (111_320 * Math.cos((work.point.latitude * Math.PI) / 180));
    const east = findLotContaining({ ...work.point, longitude: work.point.longitude + 30 * metre }, lotsOf(0));
    const west = findLotContaining({ ...work.point, longitude: work.point.longitude - 30 * metre }, lotsOf(0));
    expect(east?.lotDp).toBeDefined();
    expect(east?.lotDp).not.toBe(work.lotDp);
    expect(west?.lotDp).toBe(work.lotDp);
  });

  it('gives every approval conditions and licence conditions of both kinds', () => {
    for (const approval of approvals) {
      expect(approval.conditions.length).toBeGreaterThanOrEqual(4);
      expect(new Set(approval.licenceConditions.map((c) => c.kind))).toEqual(new Set(['standard', 'discretionary']));
      expect(approval.expiryDate > approval.issueDate).toBe(true);
    }
  });

  it('keeps the map layers inside NSW', () => {
    const points = [...generateMapWorks(approvals), ...generateStations(approvals)].map((f) => f.point);
    expect(points.every((p) => p.longitude >= NSW_BOUNDS.minLongitude && p.longitude <= NSW_BOUNDS.maxLongitude)).toBe(true);
    expect(points.every((p) => p.latitude >= NSW_BOUNDS.minLatitude && p.latitude <= NSW_BOUNDS.maxLatitude)).toBe(true);
  });
});
