import { clusterSizePx } from '@driller/domain';
import { L } from './leaflet-setup';

/** The four symbols of the legend, as inline SVG: they survive the html-to-image export. */
export type MapSymbol = 'actual' | 'approved' | 'monitoring' | 'production';

const pin = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="26" height="38" viewBox="0 0 26 38" aria-hidden="true">` +
  `<path d="M13 1C6.4 1 1 6.3 1 12.9 1 22 13 37 13 37s12-15 12-24.1C25 6.3 19.6 1 13 1z" fill="${fill}" stroke="#fff" stroke-width="2"/>` +
  `<circle cx="13" cy="13" r="4.5" fill="#fff"/></svg>`;

export const MAP_SYMBOL_SVG: Record<MapSymbol, string> = {
  actual: pin('#d7153a'),
  approved: pin('#002664'),
  monitoring:
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">' +
    '<path d="M8 1.5 15 14.5H1z" fill="#f3631b" stroke="#fff" stroke-width="1.5"/></svg>',
  production:
    '<svg xmlns="http://www.w3.org/2000/svg" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">' +
    '<circle cx="7" cy="7" r="5.5" fill="#008a07" stroke="#fff" stroke-width="1.5"/></svg>',
};

const PIN_SIZE: L.PointTuple = [26, 38];

function symbolIcon(symbol: MapSymbol, extraClass = ''): L.DivIcon {
  const isPin = symbol === 'actual' || symbol === 'approved';
  const size: L.PointTuple = isPin ? PIN_SIZE : symbol === 'monitoring' ? [16, 16] : [14, 14];
  return L.divIcon({
    html: MAP_SYMBOL_SVG[symbol],
    className: `work-map__icon work-map__icon--${symbol} ${extraClass}`.trim(),
    iconSize: size,
    iconAnchor: isPin ? [13, 37] : [size[0] / 2, size[1] / 2],
    popupAnchor: isPin ? [0, -34] : [0, -6],
  });
}

export const MAP_ICONS: Record<MapSymbol, L.DivIcon> = {
  actual: symbolIcon('actual'),
  approved: symbolIcon('approved'),
  monitoring: symbolIcon('monitoring'),
  production: symbolIcon('production'),
};

/** Cluster bubbles sized by count between the spec's 16 and 60 px (domain's clusterSizePx). */
export function clusterIcon(kind: 'monitoring' | 'production') {
  return (cluster: L.MarkerCluster): L.DivIcon => {
    const count = cluster.getChildCount();
    const size = clusterSizePx(count);
    return L.divIcon({
      html: `<span>${count}</span>`,
      className: `work-map__cluster work-map__cluster--${kind}`,
      iconSize: [size, size],
    });
  };
}
