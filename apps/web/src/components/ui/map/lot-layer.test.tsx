import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MapContainer } from 'react-leaflet';
import './leaflet-setup';
import { LotLayer, lotLabel } from './lot-layer';
import type { LotGeoFeature } from '../../../lib/map/arcgis-client';

afterEach(cleanup);

const HOSTILE = '<img src=x onerror="window.__xss=1">6//DP750033';

const lot = (lotidstring: string): LotGeoFeature =>
  ({
    type: 'Feature',
    properties: { objectid: 1, lotidstring },
    geometry: { type: 'Polygon', coordinates: [[[148.5, -32.3], [148.51, -32.3], [148.51, -32.31], [148.5, -32.31], [148.5, -32.3]]] },
  }) as LotGeoFeature;

describe('lot tooltip', () => {
  it('is text: markup in a Lot/DP is shown, never parsed', () => {
    const label = lotLabel(HOSTILE);
    expect(label.textContent).toBe(HOSTILE);
    expect(label.querySelector('img')).toBeNull();
  });

  it('puts no element from the Lot/DP into the page when the tooltip opens', () => {
    const { container } = render(
      <MapContainer center={[-32.305, 148.505]} zoom={14} maxZoom={19} style={{ height: 200 }}>
        <LotLayer lots={[lot(HOSTILE)]} />
      </MapContainer>,
    );
    const path = container.querySelector('path.leaflet-interactive');
    expect(path).not.toBeNull();
    path?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, clientX: 10, clientY: 10 }));
    const tooltip = document.querySelector('.work-map__lot-label');
    expect(tooltip?.textContent).toBe(HOSTILE);
    expect(document.querySelector('.leaflet-tooltip img')).toBeNull();
  });
});
