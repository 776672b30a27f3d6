import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import type { BBox } from '@driller/domain';
import {
  queryLots, queryStations, queryWorks, type LotGeoFeature, type StationFeature, type WorkFeature,
} from '../../../lib/map/arcgis-client';

export interface LayerVisibility {
  production: boolean;
  monitoring: boolean;
  lots: boolean;
}

export interface ExtentLayers {
  works: WorkFeature[];
  stations: StationFeature[];
  lots: LotGeoFeature[];
}

/** Lots are small: below this zoom the Lot/DP layer would be thousands of slivers, so it waits. */
export const LOTS_MIN_ZOOM = 13;

const EMPTY: ExtentLayers = { works: [], stations: [], lots: [] };

/** Queries the visible layers for the map's extent after every move; a failed query shows nothing. */
export function useExtentLayers(approvalNumber: string | null | undefined, visible: LayerVisibility): ExtentLayers {
  const map = useMap();
  const [layers, setLayers] = useState<ExtentLayers>(EMPTY);
  const { production, monitoring, lots } = visible;
  useEffect(() => {
    let current = true;
    const load = async () => {
      const b = map.getBounds();
      const extent: BBox = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
      const showLots = lots && map.getZoom() >= LOTS_MIN_ZOOM;
      const [works, stations, lotFeatures] = await Promise.all([
        production ? queryWorks(extent, approvalNumber) : null,
        monitoring ? queryStations(extent) : null,
        showLots ? queryLots(extent) : null,
      ]);
      if (current) setLayers({ works: works ?? [], stations: stations ?? [], lots: lotFeatures ?? [] });
    };
    void load();
    map.on('moveend', load);
    return () => {
      current = false;
      map.off('moveend', load);
    };
  }, [map, approvalNumber, production, monitoring, lots]);
  return layers;
}
