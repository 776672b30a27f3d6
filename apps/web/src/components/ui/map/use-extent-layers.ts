import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import type { BBox } from '@driller/domain';
import { queryLots, queryStations, type LotGeoFeature, type StationFeature } from '../../../lib/map/arcgis-client';
import { loadWorksView, type WorksView } from '../../../lib/map/works-view';

export interface LayerVisibility {
  production: boolean;
  monitoring: boolean;
  lots: boolean;
}

export interface ExtentLayers {
  /** Production bores: the works, or counts per grid square at low zoom; null shows nothing. */
  works: WorksView | null;
  stations: StationFeature[];
  lots: LotGeoFeature[];
}

/** Lots are small: below this zoom the Lot/DP layer would be thousands of slivers, so it waits. */
export const LOTS_MIN_ZOOM = 13;

const EMPTY: ExtentLayers = { works: null, stations: [], lots: [] };

/** Queries the visible layers for the map's extent after every move; a failed query shows nothing. */
export function useExtentLayers(approvalNumber: string | null | undefined, visible: LayerVisibility): ExtentLayers {
  const map = useMap();
  const [layers, setLayers] = useState<ExtentLayers>(EMPTY);
  const { production, monitoring, lots } = visible;
  useEffect(() => {
    let current = true;
    let latest = 0;
    const load = async () => {
      // Only the last move's answers are drawn: an earlier, slower view must not replace it.
      const mine = (latest += 1);
      const b = map.getBounds();
      const extent: BBox = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
      const zoom = map.getZoom();
      const [works, stations, lotFeatures] = await Promise.all([
        production ? loadWorksView(extent, zoom, approvalNumber) : null,
        monitoring ? queryStations(extent) : null,
        lots && zoom >= LOTS_MIN_ZOOM ? queryLots(extent) : null,
      ]);
      if (current && mine === latest) setLayers({ works, stations: stations ?? [], lots: lotFeatures ?? [] });
    };
    // Counts belong to their zoom's grid: kept through a new zoom, its squares would be the wrong size
    // and a press on a bubble could be lost when the new zoom's answer redraws them.
    const dropCounts = () => setLayers((shown) => (shown.works?.kind === 'counts' ? { ...shown, works: null } : shown));
    void load();
    map.on('moveend', load);
    map.on('zoomstart', dropCounts);
    return () => {
      current = false;
      map.off('moveend', load);
      map.off('zoomstart', dropCounts);
    };
  }, [map, approvalNumber, production, monitoring, lots]);
  return layers;
}
