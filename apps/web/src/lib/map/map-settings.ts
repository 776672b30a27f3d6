import type { BaseMapLayer } from '@driller/domain';
import { loadPublicConfig } from '../public-config';

/** The base maps the server publishes (none when the settings cannot be read: a plain background). */
export function loadBaseMaps(): Promise<BaseMapLayer[]> {
  return loadPublicConfig()
    .then((config) => config.baseMaps)
    .catch(() => []);
}
