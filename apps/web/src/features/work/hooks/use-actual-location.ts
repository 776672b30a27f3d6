import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { distanceMetres, locationWarnings, normaliseLotDp, type LatLng } from '@driller/domain';
import { findLotAt } from '../../../lib/map/arcgis-client';
import type { WorkFormValues } from './work-form-values';

type Coordinate = number | null | undefined;

/** Both coordinates, or no point at all. */
function pointOf(latitude: Coordinate, longitude: Coordinate): LatLng | null {
  return latitude === null || latitude === undefined || longitude === null || longitude === undefined ? null : { latitude, longitude };
}

/**
 * The actual location of the work: setting it (pin, coordinates, geolocation) stores 6-decimal
 * coordinates, the distance to the approved point and the Lot/DP containing the point.
 */
export function useActualLocation() {
  const { control, setValue } = useFormContext<WorkFormValues>();
  const [actualLatitude, actualLongitude, approvedLatitude, approvedLongitude, lotNo, actualLotNo, distance] = useWatch({
    control,
    name: ['actualLatitude', 'actualLongitude', 'approvedLatitude', 'approvedLongitude', 'lotNo', 'actualLotNo', 'distance'],
  });
  const actual = pointOf(actualLatitude, actualLongitude);
  const approved = pointOf(approvedLatitude, approvedLongitude);
  const compared = { distance: distance ?? null, approvedLotDp: lotNo ?? null, actualLotDp: actualLotNo ?? null };
  // Lot/DP look-ups still on their way: until the last one answers, the Lot/DP shown is the old point's.
  const [lookups, setLookups] = useState(0);
  const findingLot = lookups > 0;

  async function setActual(at: LatLng): Promise<void> {
    const dirty = { shouldDirty: true } as const;
    setValue('actualLatitude', at.latitude, dirty);
    setValue('actualLongitude', at.longitude, dirty);
    setValue('distance', approved ? distanceMetres(approved, at) : null, dirty);
    setLookups((n) => n + 1);
    try {
      const lot = await findLotAt(at);
      setValue('actualLotNo', lot ? normaliseLotDp(lot.properties.lotidstring) : null, dirty);
    } finally {
      setLookups((n) => n - 1);
    }
  }

  // The warnings show beside the values as soon as the pin is placed, and are confirmed again on Save.
  // Not while the Lot/DP is being looked up: the old point's Lot/DP against the approved one would warn
  // of a difference that is not there (and Save waits for it: findingLot).
  const warnings = actual && !findingLot ? locationWarnings(compared) : [];
  return { actual, approved, lotNo: compared.approvedLotDp, actualLotNo: compared.actualLotDp, distance: compared.distance, warnings, setActual, findingLot };
}
