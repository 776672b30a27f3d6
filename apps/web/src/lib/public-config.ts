import { publicConfigSchema, type PublicConfig } from '@driller/domain';

let pending: Promise<PublicConfig> | null = null;

/** GET /config.json once per page (sign-in settings and base maps), parsed with the domain's schema. */
export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= fetch('/config.json', { cache: 'no-cache' }).then(async (response) => {
    if (!response.ok) throw new Error(`The portal settings could not be loaded (${response.status}).`);
    return publicConfigSchema.parse(await response.json());
  });
  // A failure is not remembered: the next sign-in attempt asks again.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
