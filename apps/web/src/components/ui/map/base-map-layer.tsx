import { useMemo } from 'react';
import { TileLayer } from 'react-leaflet';
import type { BaseMapLayer } from '@driller/domain';
import { MAP_MAX_ZOOM } from './leaflet-setup';

interface BaseMapTilesProps {
  layer: BaseMapLayer;
  /** true while the tiles of the current view fail to load. */
  onFailing: (failing: boolean) => void;
}

/** The chosen base map's tiles; reports failing tiles so the map can say so instead of staying grey. */
export function BaseMapTiles({ layer, onFailing }: BaseMapTilesProps) {
  // Each new batch of tiles (pan, zoom, another base map) is judged afresh.
  const handlers = useMemo(() => ({ loading: () => onFailing(false), tileerror: () => onFailing(true) }), [onFailing]);
  return (
    <TileLayer
      key={layer.url}
      url={layer.url}
      maxZoom={MAP_MAX_ZOOM}
      maxNativeZoom={layer.maxNativeZoom}
      // Exportable (html-to-image) and cacheable offline: the tile services send CORS headers.
      crossOrigin
      attribution={layer.attribution}
      eventHandlers={handlers}
    />
  );
}
