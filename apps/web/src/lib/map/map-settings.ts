import { baseMapLayersSchema, type BaseMapLayer } from '@driller/domain';
import { loadPublicConfig } from '../public-config';

/** The base maps last published, kept so a map opened with no network still knows its tiles' addresses. */
const KNOWN_BASE_MAPS_KEY = 'driller.baseMaps';

function knownBaseMaps(): BaseMapLayer[] {
  try {
    const parsed = baseMapLayersSchema.safeParse(JSON.parse(localStorage.getItem(KNOWN_BASE_MAPS_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The base maps the server publishes; when the settings cannot be read (no network), the ones it
 * published last, whose tiles a work made available offline has kept; else none (a plain background).
 */
export function loadBaseMaps(): Promise<BaseMapLayer[]> {
  return loadPublicConfig()
    .then((config) => {
      localStorage.setItem(KNOWN_BASE_MAPS_KEY, JSON.stringify(config.baseMaps));
      return config.baseMaps;
    })
    .catch(() => knownBaseMaps());
}
