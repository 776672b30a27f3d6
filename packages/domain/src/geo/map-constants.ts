/** Map constants of spec 1 section 9, read by the web map components and the server's screenshot. */
export const MAP_CENTRE = { longitude: 151, latitude: -33 } as const;

export const MAP_ZOOM = {
  /** Start zoom of the actual location page. */
  location: 9,
  /** Start zoom of the monitoring holes page. */
  monitoring: 13,
  /** Zooming to a pin stays within 15 to 17. */
  pinMin: 15,
  pinMax: 17,
} as const;

export const MAP_CLUSTER = { radiusPx: 90, minSizePx: 16, maxSizePx: 60 } as const;

/** Container heights; decision: the taller one is the location page (it carries the coordinate panel). */
export const MAP_HEIGHT_PX = { location: 1400, monitoring: 1000 } as const;

/** The map image saved per form. */
export const MAP_SCREENSHOT = { width: 1280, height: 800, type: 'image/png' } as const;

/** Popover set up after 1 s; a popup work window's opener polls for its close every 1 s. */
export const POPOVER_DELAY_MS = 1000;
export const POPUP_CLOSE_POLL_MS = 1000;

/** Map service work status code 'I' reads Installed, anything else Approved. */
export function mapWorkStatusLabel(code: string | null | undefined): 'Installed' | 'Approved' {
  return code === 'I' ? 'Installed' : 'Approved';
}

/** Cluster icon size grows with the count between the spec's 16 and 60 px. */
export function clusterSizePx(count: number): number {
  const size = MAP_CLUSTER.minSizePx + Math.log10(Math.max(count, 1)) * 20;
  return Math.min(MAP_CLUSTER.maxSizePx, Math.round(size));
}
