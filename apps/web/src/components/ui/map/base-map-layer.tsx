import { useMemo } from 'react';
import { TileLayer } from 'react-leaflet';
import type { TileErrorEvent } from 'leaflet';
import type { BaseMapLayer } from '@driller/domain';
import { cachedTile } from '../../../lib/map/tile-cache';
import { MAP_MAX_ZOOM } from './leaflet-setup';

interface BaseMapTilesProps {
  layer: BaseMapLayer;
  /** true while the tiles of the current view fail to load. */
  onFailing: (failing: boolean) => void;
}

/**
 * A tile that could not be fetched is shown from the tiles kept on this device for a work made
 * available offline, when there is one (Leaflet leaves a failed tile hidden until marked loaded).
 */
async function showKeptTile(tile: HTMLImageElement, url: string): Promise<boolean> {
  const kept = await cachedTile(url).catch(() => null);
  if (kept === null) return false;
  tile.onload = () => {
    tile.classList.add('leaflet-tile-loaded');
    URL.revokeObjectURL(kept);
  };
  tile.src = kept;
  return true;
}

/** The chosen base map's tiles; reports failing tiles so the map can say so instead of staying grey. */
export function BaseMapTiles({ layer, onFailing }: BaseMapTilesProps) {
  // Each new batch of tiles (pan, zoom, another base map) is judged afresh.
  const handlers = useMemo(
    () => ({
      loading: () => onFailing(false),
      tileerror: (e: TileErrorEvent) => {
        const tile = e.tile as HTMLImageElement;
        void showKeptTile(tile, tile.src).then((shown) => shown || onFailing(true));
      },
    }),
    [onFailing],
  );
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
