import { MAP_SCREENSHOT } from '@driller/domain';
import { toBlob } from 'html-to-image';
import type { Map as LeafletMap } from 'leaflet';

/** A transparent pixel drawn for a tile that cannot be fetched: the saved image must not fail with the base map. */
const MISSING_IMAGE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The map image saved per form: a 1280x800 PNG (pixelRatio 1). With the Leaflet map given, the map is
 * laid out at 1280x800 for the capture (so the picture shows that much of the map, not a stretched
 * copy), then restored; without it the element is drawn scaled to 1280x800.
 */
export async function exportMapImage(element: HTMLElement, map?: LeafletMap): Promise<Blob> {
  const { width, height, type } = MAP_SCREENSHOT;
  const saved = { width: element.style.width, height: element.style.height };
  const relayout = map !== undefined;
  if (relayout) {
    element.style.width = `${width}px`;
    element.style.height = `${height}px`;
    map.invalidateSize({ animate: false });
    await nextFrame();
  }
  try {
    const scale = relayout ? {} : { canvasWidth: width, canvasHeight: height };
    const blob = await toBlob(element, { width, height, pixelRatio: 1, type, cacheBust: false, skipFonts: true, imagePlaceholder: MISSING_IMAGE, ...scale });
    if (!blob) throw new Error('The map image could not be drawn.');
    return blob;
  } finally {
    if (relayout) {
      element.style.width = saved.width;
      element.style.height = saved.height;
      map.invalidateSize({ animate: false });
    }
  }
}
