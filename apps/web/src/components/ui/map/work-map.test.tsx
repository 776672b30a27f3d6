import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkMap } from './work-map';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ type: 'FeatureCollection', features: [] }), { status: 200 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const approved = { latitude: -32.339175, longitude: 148.514355 };

describe('WorkMap', () => {
  it('shows the legend, the layer toggles and a plain background without tiles', () => {
    const { container } = render(<WorkMap tileUrl="" approved={approved} approvalNumber="80WA712345" />);
    for (const label of ['Actual pin', 'Approved pin', 'Monitoring bore', 'Production bore']) expect(screen.getByText(label)).toBeTruthy();
    expect((screen.getByLabelText('Production bores') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Monitoring bores') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Lot/DP layer') as HTMLInputElement).checked).toBe(false);
    expect(container.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(screen.queryByLabelText('Base map')).toBeNull();
    // Read-only: no Drop pin without onActualChange.
    expect(screen.queryByRole('button', { name: 'Drop pin' })).toBeNull();
  });

  it('queries the works layer without this approval', async () => {
    render(<WorkMap tileUrl="" approved={approved} approvalNumber="80WA712345" />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const urls = vi.mocked(fetch).mock.calls.map((call) => new URL(String(call[0]), 'http://x'));
    const works = urls.find((u) => u.pathname === '/service/maps/works/MapServer/0/query');
    expect(works?.searchParams.get('where')).toBe("APPROVAL_NO <> '80WA712345' AND WORK_STATUS = 'I'");
    expect(urls.some((u) => u.pathname === '/service/maps/works/MapServer/1/query')).toBe(true);
    expect(urls.some((u) => u.pathname.includes('/cadastre/'))).toBe(false);
  });

  it("'Drop pin' places the actual pin where the map is centred, as a draggable marker", () => {
    const onActualChange = vi.fn();
    const { rerender, container } = render(<WorkMap tileUrl="" approved={approved} onActualChange={onActualChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Drop pin' }));
    // jsdom has no layout, so the centre is only good to a few pixels.
    const [dropped] = onActualChange.mock.calls[0] as [typeof approved];
    expect(dropped.latitude).toBeCloseTo(approved.latitude, 4);
    expect(dropped.longitude).toBeCloseTo(approved.longitude, 4);
    rerender(<WorkMap tileUrl="" approved={approved} actual={approved} onActualChange={onActualChange} />);
    expect(container.querySelectorAll('.leaflet-marker-draggable')).toHaveLength(1);
  });

  it('toggles full screen', () => {
    const { container } = render(<WorkMap tileUrl="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(container.querySelector('.work-map--fullscreen')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(container.querySelector('.work-map--fullscreen')).toBeNull();
  });
});
