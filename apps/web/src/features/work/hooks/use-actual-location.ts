import { useFormContext, useWatch } from 'react-hook-form';
import { distanceMetres, locationWarnings, normaliseLotDp, type LatLng } from '@driller/domain';
import { findLotAt } from '../../../lib/map/arcgis-client';
import type { WorkFormValues } from './work-form-values';

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
  const actual: LatLng | null =
    actualLatitude !== null && actualLatitude !== undefined && actualLongitude !== null && actualLongitude !== undefined
      ? { latitude: actualLatitude, longitude: actualLongitude }
      : null;
  const approved: LatLng | null =
    approvedLatitude !== null && approvedLatitude !== undefined && approvedLongitude !== null && approvedLongitude !== undefined
      ? { latitude: approvedLatitude, longitude: approvedLongitude }
      : null;

  async function setActual(at: LatLng): Promise<void> {
    const dirty = { shouldDirty: true } as const;
    setValue('actualLatitude', at.latitude, dirty);
    setValue('actualLongitude', at.longitude, dirty);
    setValue('distance', approved ? distanceMetres(approved, at) : null, dirty);
    const lot = await findLotAt(at);
    setValue('actualLotNo', lot ? normaliseLotDp(lot.properties.lotidstring) : null, dirty);
  }

  const warnings = actual ? locationWarnings({ distance: distance ?? null, approvedLotDp: lotNo ?? null, actualLotDp: actualLotNo ?? null }) : [];
  return { actual, approved, lotNo: lotNo ?? null, actualLotNo: actualLotNo ?? null, distance: distance ?? null, warnings, setActual };
}
