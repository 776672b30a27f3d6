import type { FeatureCollection } from 'geojson';
import { GeoJSON } from 'react-leaflet';
import type { LotGeoFeature } from '../../../lib/map/arcgis-client';

const LOT_STYLE = { color: '#a05a00', weight: 1.5, fillColor: '#ffd699', fillOpacity: 0.12 } as const;
const HIGHLIGHT_STYLE = { color: '#d7153a', weight: 3, fillColor: '#d7153a', fillOpacity: 0.12 } as const;

interface LotLayerProps {
  lots: readonly LotGeoFeature[];
  highlight?: boolean;
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
        layer.bindTooltip(props.lotidstring, { sticky: true, className: 'work-map__lot-label' });
      }}
    />
  );
}
