import { publicConfigSchema, type PublicConfig } from '@driller/domain';
import { requestPublicConfig } from './public-config-request';

/** /config.json (sign-in settings and base maps), parsed with the domain's schema. */
export async function loadPublicConfig(): Promise<PublicConfig> {
  return publicConfigSchema.parse(await requestPublicConfig());
}
