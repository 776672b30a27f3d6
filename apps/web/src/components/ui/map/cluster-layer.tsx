import { MAP_CLUSTER, mapWorkStatusLabel } from '@driller/domain';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { StationFeature, WorkFeature } from '../../../lib/map/arcgis-client';
import { L } from './leaflet-setup';
import { clusterIcon, MAP_ICONS } from './map-icons';

const escapeHtml = (text: string | number | null): string =>
  String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const rows = (pairs: [string, string | number | null][]): string =>
  `<dl class="work-map__popup">${pairs.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;

function workMarker(feature: WorkFeature): L.Marker {
  const [lng = 0, lat = 0] = feature.geometry.coordinates;
  const p = feature.properties;
  return L.marker([lat, lng], { icon: MAP_ICONS.production, keyboard: false }).bindPopup(
    rows([
      ['Approval no', p.APPROVAL_NO], ['Works id', p.WORKS_ID], ['GW work no', p.GW_WORK_NO], ['Work type', p.WORK_TYPE],
      ['Licensed purposes', p.LICENSED_PURPOSES], ['Work status', mapWorkStatusLabel(p.WORK_STATUS)],
    ]),
  );
}

function stationMarker(feature: StationFeature): L.Marker {
  const p = feature.properties;
  return L.marker([p.LATITUDE, p.LONGITUDE], { icon: MAP_ICONS.monitoring, keyboard: false }).bindPopup(
    rows([['Station', p.STATION], ['Parent', p.PARENT], ['Station name', p.STNAME]]),
  );
}

interface ClusterLayerProps {
  kind: 'production' | 'monitoring';
  features: readonly (WorkFeature | StationFeature)[];
}

/** Production or monitoring bores, clustered with the spec's 90 px radius. */
export function ClusterLayer({ kind, features }: ClusterLayerProps) {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup({
      maxClusterRadius: MAP_CLUSTER.radiusPx,
      iconCreateFunction: clusterIcon(kind),
      showCoverageOnHover: false,
      chunkedLoading: true,
    });
    group.addLayers(
      features.map((f) => (kind === 'production' ? workMarker(f as WorkFeature) : stationMarker(f as StationFeature))),
    );
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
  }, [map, kind, features]);
  return null;
}
