import { clusterSizePx } from '@driller/domain';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { CellCount } from '../../../lib/map/works-view';
import { L } from './leaflet-setup';

const compact = new Intl.NumberFormat('en-AU', { notation: 'compact', maximumFractionDigits: 1 });
const exact = new Intl.NumberFormat('en-AU');

/** What a screen reader says for a square's bubble. */
export function countLabel(count: number): string {
  return `${exact.format(count)} production ${count === 1 ? 'bore' : 'bores'} in this square: zoom in`;
}

const SQUARE_STYLE: L.PathOptions = { className: 'work-map__count-square', color: '#008a07', weight: 1.5, opacity: 0.8, dashArray: '6 4', fillOpacity: 0.05, interactive: false };

/**
 * A bubble is a real button inside the marker, so Tab reaches it and Enter or Space presses it.
 * Its text is the short count ("12.3K"); its label the exact one.
 */
function countIcon(count: number): L.DivIcon {
  const size = clusterSizePx(count);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'work-map__cluster work-map__cluster--production work-map__count';
  button.setAttribute('aria-label', countLabel(count));
  button.textContent = compact.format(count);
  return L.divIcon({ html: button, className: 'work-map__icon', iconSize: [size, size] });
}

/**
 * Production bores at low zoom: each grid square with works in it, outlined, with its count in a bubble
 * in the middle of its part in view. Pressing a bubble zooms one level in on its square, which the next
 * view splits into four.
 */
export function CountLayer({ cells }: { cells: readonly CellCount[] }) {
  const map = useMap();
  // Redrawn when what the squares show changes: an answer that counts the same again (a refetch, a late
  // answer for the same view) keeps the bubbles in place, so a press or a keyboard user's focus on one
  // is not lost.
  const drawn = countsKey(cells);
  useEffect(() => {
    const group = L.layerGroup();
    for (const { cell, count, at } of cells) {
      const [west, south, east, north] = cell.bbox;
      group.addLayer(L.rectangle([[south, west], [north, east]], SQUARE_STYLE));
      const bubble = L.marker([at.latitude, at.longitude], { icon: countIcon(count), keyboard: false, riseOnHover: true });
      bubble.on('click', () => map.setView([cell.centre.latitude, cell.centre.longitude], cell.zoom + 1));
      group.addLayer(bubble);
    }
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- cells are read when `drawn` (their content) changes
  }, [map, drawn]);
  return null;
}

/** What the squares show: each one's box, count and bubble position. */
function countsKey(cells: readonly CellCount[]): string {
  return cells.map(({ cell, count, at }) => `${cell.bbox.join(',')}:${count}@${at.latitude},${at.longitude}`).join('|');
}
