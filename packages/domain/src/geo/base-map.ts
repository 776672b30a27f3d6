import { z } from 'zod';

/**
 * The base maps under the work map (spec 1 page 4: base-map toggle, gallery and fullscreen). Each is an
 * XYZ tile template ({z}, {x}, {y}, optional {s}); the server publishes the configured list at
 * /config.json and allows exactly their hosts in the Content-Security-Policy.
 */
export const baseMapLayerSchema = z.object({
  name: z.string().min(1).max(40),
  url: z.url().refine((u) => /^https?:\/\//i.test(u), 'Only http(s) tile URLs are allowed.'),
  attribution: z.string().max(200).default(''),
  /** Deepest zoom the service has tiles for; Leaflet scales them beyond it. */
  maxNativeZoom: z.number().int().min(0).max(22).optional(),
});
export type BaseMapLayer = z.output<typeof baseMapLayerSchema>;

export const baseMapLayersSchema = z.array(baseMapLayerSchema).max(8);

const NSW_SERVICES = 'https://maps.six.nsw.gov.au/arcgis/rest/services/public';
const NSW_ATTRIBUTION = '© State of New South Wales (Spatial Services)';

/** NSW Spatial Services' public base maps (ArcGIS REST MapServer tiles, {z}/{y}/{x}), as the real portal uses. */
export const DEFAULT_BASE_MAP_LAYERS: readonly BaseMapLayer[] = [
  { name: 'Streets', url: `${NSW_SERVICES}/NSW_Base_Map/MapServer/tile/{z}/{y}/{x}`, attribution: NSW_ATTRIBUTION, maxNativeZoom: 19 },
  { name: 'Imagery', url: `${NSW_SERVICES}/NSW_Imagery/MapServer/tile/{z}/{y}/{x}`, attribution: NSW_ATTRIBUTION, maxNativeZoom: 19 },
  { name: 'Topographic', url: `${NSW_SERVICES}/NSW_Topo_Map/MapServer/tile/{z}/{y}/{x}`, attribution: NSW_ATTRIBUTION, maxNativeZoom: 16 },
];

export const BASE_MAP_MESSAGES = {
  /** Ours (docs/decisions.md): shown over the map while tiles fail, instead of a blank grey panel. */
  tilesFailed: 'Base map tiles could not be loaded.',
} as const;

/**
 * The CSP source a tile template needs: its origin, with a `{s}` subdomain as a wildcard
 * ('https://{s}.tile.example.org/{z}/{x}/{y}.png' -> 'https://*.tile.example.org'). None when unusable.
 */
export function tileOrigin(template: string): string | null {
  const match = /^(https?:\/\/)([^/?#]+)/i.exec(template.trim());
  if (!match?.[1] || !match[2]) return null;
  const host = match[2].replace(/^\{s\}\./, '*.');
  return /[{}]/.test(host) ? null : `${match[1].toLowerCase()}${host}`;
}

/** Every distinct origin the base maps load tiles from. */
export function baseMapOrigins(layers: readonly BaseMapLayer[]): string[] {
  return [...new Set(layers.flatMap((l) => tileOrigin(l.url) ?? []))];
}
