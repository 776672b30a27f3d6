import { NSW_BOUNDS, roundCoordinate, type LatLng } from '@driller/domain';
import { PRODUCTION_PURPOSES, PRODUCTION_WORKS } from './approval-texts';
import type { SeedApproval } from './approvals-generator';
import { NSW_REGIONS } from './nsw-regions';
import { createPrng, type Prng } from './prng';

export interface SeedMapWork {
  approvalNo: string;
  worksId: string;
  gwWorkNo: string | null;
  workType: string;
  licensedPurposes: string;
  workStatus: 'I' | 'A';
  point: LatLng;
}

export interface SeedStation {
  station: string;
  parent: string;
  stname: string;
  point: LatLng;
}

const SEED = 4_2026;
const pad = (n: number, width: number): string => String(n).padStart(width, '0');

function inNsw(at: LatLng): LatLng {
  const margin = 0.01;
  return {
    latitude: roundCoordinate(Math.min(Math.max(at.latitude, NSW_BOUNDS.minLatitude + margin), NSW_BOUNDS.maxLatitude - margin)),
    longitude: roundCoordinate(Math.min(Math.max(at.longitude, NSW_BOUNDS.minLongitude + margin), NSW_BOUNDS.maxLongitude - margin)),
  };
}

/** A point about `min` to `max` metres from `at` in a random direction. */
function near(prng: Prng, at: LatLng, min: number, max: number): LatLng {
  const metres = prng.between(min, max);
  const angle = prng.between(0, 2 * Math.PI);
  const dLat = (metres * Math.sin(angle)) / 111_132;
  const dLon = (metres * Math.cos(angle)) / (111_320 * Math.cos((at.latitude * Math.PI) / 180));
  return inNsw({ latitude: at.latitude + dLat, longitude: at.longitude + dLon });
}

/**
 * The works layer: every work of the register, two Installed neighbours of other approvals beside each
 * approval (what the location page shows), and works scattered around the towns.
 */
export function generateMapWorks(approvals: readonly SeedApproval[], scattered = 1200): SeedMapWork[] {
  const prng = createPrng(SEED);
  let sequence = 0;
  const other = (at: LatLng, status: 'I' | 'A', prefix: string): SeedMapWork => {
    sequence += 1;
    return {
      approvalNo: `${prefix}WA${pad(100_000 + ((sequence * 7919) % 900_000), 6)}`,
      worksId: String(3_000_000 + sequence),
      gwWorkNo: status === 'I' ? `GW${pad(100_000 + sequence, 6)}` : null,
      workType: prng.pick(PRODUCTION_WORKS),
      licensedPurposes: prng.pick(PRODUCTION_PURPOSES),
      workStatus: status,
      point: at,
    };
  };
  const works: SeedMapWork[] = [];
  for (const approval of approvals) {
    for (const work of approval.works) {
      works.push({
        approvalNo: approval.approvalNumber, worksId: work.worksId, gwWorkNo: work.groundWorkNumber, workType: work.workDescription,
        licensedPurposes: approval.approvalPurpose, workStatus: work.workStatus, point: work.point,
      });
    }
    const first = approval.works[0];
    if (first) for (let i = 0; i < 2; i++) works.push(other(near(prng, first.point, 300, 1500), 'I', approval.region.prefix));
  }
  for (let i = 0; i < scattered; i++) {
    const region = prng.pick(NSW_REGIONS);
    works.push(other(near(prng, region, 500, 35_000), prng.chance(0.7) ? 'I' : 'A', region.prefix));
  }
  return works;
}

/** Monitoring stations: a nest beside every monitoring (MW) approval and single bores around the towns. */
export function generateStations(approvals: readonly SeedApproval[], scattered = 400): SeedStation[] {
  const prng = createPrng(SEED + 1);
  const stations: SeedStation[] = [];
  let sequence = 0;
  const add = (at: LatLng, town: string, pipes: number): void => {
    sequence += 1;
    const parent = `GW0${pad(30_000 + sequence * 11, 5)}`;
    const site = `${town.charAt(0)}${town.slice(1).toLowerCase()} monitoring site ${sequence}`;
    if (pipes === 1) {
      stations.push({ station: parent, parent, stname: site.toUpperCase(), point: at });
      return;
    }
    for (let pipe = 1; pipe <= pipes; pipe++) {
      stations.push({ station: `${parent}.${pipe}.${pipe}`, parent, stname: `${site} pipe ${pipe}`.toUpperCase(), point: near(prng, at, 1, 4) });
    }
  };
  for (const approval of approvals) {
    const first = approval.works[0];
    if (first && approval.approvalNumber.slice(2, 4) === 'MW') add(near(prng, first.point, 60, 400), approval.region.town, prng.int(2, 3));
  }
  for (let i = 0; i < scattered; i++) {
    const region = prng.pick(NSW_REGIONS);
    add(near(prng, region, 500, 40_000), region.town, prng.chance(0.2) ? 2 : 1);
  }
  return stations;
}
