import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { countCells, MAP_CENTRE } from '@driller/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetWorkCounts } from '../../../lib/map/works-view';
import { WorkMap } from './work-map';

beforeEach(() => {
  forgetWorkCounts();
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ type: 'FeatureCollection', features: [] }), { status: 200 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const approved = { latitude: -32.339175, longitude: 148.514355 };
const NONE: never[] = [];
const LAYERS = [
  { name: 'Streets', url: 'https://tiles.example.org/streets/{z}/{x}/{y}.png', attribution: '' },
  { name: 'Imagery', url: 'https://tiles.example.org/imagery/{z}/{x}/{y}.png', attribution: '' },
];
const tileSources = (container: HTMLElement) => [...container.querySelectorAll<HTMLImageElement>('.leaflet-tile-pane img')].map((img) => img.src);

describe('WorkMap', () => {
  it('shows the legend, the layer toggles and a plain background without tiles', () => {
    const { container } = render(<WorkMap baseMaps={NONE} approved={approved} approvalNumber="80WA712345" />);
    for (const label of ['Actual pin', 'Approved pin', 'Monitoring bore', 'Production bore']) expect(screen.getByText(label)).toBeTruthy();
    expect((screen.getByLabelText('Production bores') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Monitoring bores') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Lot/DP layer') as HTMLInputElement).checked).toBe(false);
    expect(container.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Base map gallery' })).toBeNull();
    // Read-only: no Drop pin without onActualChange.
    expect(screen.queryByRole('button', { name: 'Drop pin' })).toBeNull();
  });

  it('queries the works layer without this approval', async () => {
    render(<WorkMap baseMaps={NONE} approved={approved} approvalNumber="80WA712345" />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const urls = vi.mocked(fetch).mock.calls.map((call) => new URL(String(call[0]), 'http://x'));
    const works = urls.find((u) => u.pathname === '/service/maps/works/MapServer/0/query');
    expect(works?.searchParams.get('where')).toBe("APPROVAL_NO <> '80WA712345' AND WORK_STATUS = 'I'");
    expect(urls.some((u) => u.pathname === '/service/maps/works/MapServer/1/query')).toBe(true);
    expect(urls.some((u) => u.pathname.includes('/cadastre/'))).toBe(false);
  });

  it('shows counts per grid square at the start zoom, labelled, and a bubble zooms in on its square', async () => {
    const answer = (url: URL) => (url.searchParams.get('returnCountOnly') === 'true' ? { count: 1234 } : { type: 'FeatureCollection', features: [] });
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => new Response(JSON.stringify(answer(new URL(String(input), 'http://x'))), { status: 200 })));
    const countsAsked = () =>
      vi.mocked(fetch).mock.calls.map((call) => new URL(String(call[0]), 'http://x')).filter((u) => u.searchParams.get('returnCountOnly') === 'true');
    render(<WorkMap baseMaps={NONE} approvalNumber="80WA712345" />);
    const bubble = await screen.findByRole('button', { name: '1,234 production bores in this square: zoom in' });
    expect(bubble.textContent).toBe('1.2K');
    // No works were fetched at this zoom, only counts (and the monitoring bores).
    const works = vi.mocked(fetch).mock.calls.map((call) => new URL(String(call[0]), 'http://x')).filter((u) => u.pathname.endsWith('/0/query'));
    expect(works.every((u) => u.searchParams.get('returnCountOnly') === 'true')).toBe(true);
    const centre: [number, number, number, number] = [MAP_CENTRE.longitude, MAP_CENTRE.latitude, MAP_CENTRE.longitude, MAP_CENTRE.latitude];
    expect(countsAsked().map((u) => u.searchParams.get('geometry'))).toEqual(countCells(centre, 9).map((c) => c.bbox.join(',')));
    fireEvent.click(bubble);
    // One zoom in: the square's quarter that holds the view is counted next.
    const [square] = countCells(centre, 9);
    const quarter = countCells(square ? [square.centre.longitude, square.centre.latitude, square.centre.longitude, square.centre.latitude] : centre, 10);
    await waitFor(() => expect(countsAsked().map((u) => u.searchParams.get('geometry'))).toContain(quarter[0]?.bbox.join(',')));
  });

  it('takes the counts of a zoom away as soon as the map zooms, before the new zoom is counted', async () => {
    let answered = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://x');
        if (url.searchParams.get('returnCountOnly') !== 'true') return Promise.resolve(new Response(JSON.stringify({ type: 'FeatureCollection', features: [] })));
        // The first view's counts are answered; the next zoom's never are.
        answered += 1;
        return answered === 1 ? Promise.resolve(new Response(JSON.stringify({ count: 7 }))) : new Promise<Response>(() => undefined);
      }),
    );
    const { container } = render(<WorkMap baseMaps={NONE} approvalNumber="80WA712345" />);
    fireEvent.click(await screen.findByRole('button', { name: '7 production bores in this square: zoom in' }));
    await waitFor(() => expect(container.querySelector('.work-map__count, .work-map__count-square')).toBeNull());
  });

  it('shows nothing for the production bores when the count fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    const { container } = render(<WorkMap baseMaps={NONE} />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(container.querySelector('.work-map__count, .work-map__count-square')).toBeNull();
  });

  it("'Drop pin' places the actual pin where the map is centred, as a draggable marker", () => {
    const onActualChange = vi.fn();
    const { rerender, container } = render(<WorkMap baseMaps={NONE} approved={approved} onActualChange={onActualChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Drop pin' }));
    // jsdom has no layout, so the centre is only good to a few pixels.
    const [dropped] = onActualChange.mock.calls[0] as [typeof approved];
    expect(dropped.latitude).toBeCloseTo(approved.latitude, 4);
    expect(dropped.longitude).toBeCloseTo(approved.longitude, 4);
    rerender(<WorkMap baseMaps={NONE} approved={approved} actual={approved} onActualChange={onActualChange} />);
    expect(container.querySelectorAll('.leaflet-marker-draggable')).toHaveLength(1);
  });

  it('toggles full screen', () => {
    const { container } = render(<WorkMap baseMaps={NONE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(container.querySelector('.work-map--fullscreen')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(container.querySelector('.work-map--fullscreen')).toBeNull();
  });

  it('draws the first base map, switches with the gallery and hides it with the toggle', () => {
    const { container } = render(<WorkMap baseMaps={LAYERS} approved={approved} />);
    expect(tileSources(container).length).toBeGreaterThan(0);
    expect(tileSources(container).every((src) => src.startsWith('https://tiles.example.org/streets/'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Streets' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Imagery' }));
    expect(screen.getByRole('button', { name: 'Imagery' }).getAttribute('aria-pressed')).toBe('true');
    expect(tileSources(container).every((src) => src.startsWith('https://tiles.example.org/imagery/'))).toBe(true);
    fireEvent.click(screen.getByLabelText('Base map'));
    expect(tileSources(container)).toEqual([]);
  });

  it('says so when base-map tiles cannot be loaded, instead of a blank panel', async () => {
    const { container } = render(<WorkMap baseMaps={LAYERS} approved={approved} />);
    expect(screen.queryByText('Base map tiles could not be loaded.')).toBeNull();
    const tile = container.querySelector('.leaflet-tile-pane img');
    expect(tile).not.toBeNull();
    fireEvent.error(tile as Element);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Base map tiles could not be loaded.'));
  });
});
