/** The base-map tile URL the server publishes at /config.json (empty: plain background). */
let tileUrl: Promise<string> | null = null;

export function loadMapTileUrl(): Promise<string> {
  tileUrl ??= fetch('/config.json', { cache: 'no-cache' })
    .then((response): Promise<{ mapTileUrl?: string }> | { mapTileUrl?: string } => (response.ok ? response.json() : {}))
    .then((config) => config.mapTileUrl ?? '')
    .catch(() => '');
  return tileUrl;
}
