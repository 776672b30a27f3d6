import type { FeatureCollection } from 'geojson';
import { GeoJSON } from 'react-leaflet';
import type { LotGeoFeature } from '../../../lib/map/arcgis-client';

const LOT_STYLE = { color: '#a05a00', weight: 1.5, fillColor: '#ffd699', fillOpacity: 0.12 } as const;
const HIGHLIGHT_STYLE = { color: '#d7153a', weight: 3, fillColor: '#d7153a', fillOpacity: 0.12 } as const;

interface LotLayerProps {
  lots: readonly LotGeoFeature[];
  highlight?: boolean;
}

/**
 * The tooltip's content as text: Leaflet reads a string tooltip as HTML, and a Lot/DP comes from the
 * cadastre service, so markup in it must never run.
 */
export function lotLabel(lotDp: string): HTMLElement {
  const label = document.createElement('span');
  label.textContent = lotDp;
  return label;
}

/** Cadastral lots with their Lot/DP as a tooltip; `highlight` draws found lots (e.g. a Lot/DP search). */
export function LotLayer({ lots, highlight = false }: LotLayerProps) {
  if (lots.length === 0) return null;
  // GeoJSON's data is read once: a new key per set of lots redraws it.
  const key = lots.map((l) => l.properties.objectid).join(',');
  const data: FeatureCollection = { type: 'FeatureCollection', features: [...lots] };
  return (
    <GeoJSON
      key={key}
      data={data}
      style={highlight ? HIGHLIGHT_STYLE : LOT_STYLE}
      onEachFeature={(feature, layer) => {
        const props = feature.properties as LotGeoFeature['properties'];
        layer.bindTooltip(lotLabel(props.lotidstring), { sticky: true, className: 'work-map__lot-label' });
      }}
    />
  );
}
