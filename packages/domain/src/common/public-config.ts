import { z } from 'zod';
import { baseMapLayersSchema } from '../geo/base-map';

/** GET /config.json: what the web app reads at start, so one build serves any issuer and any base maps. */
export const publicConfigSchema = z.object({
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
  resource: z.string(),
  /** The issuer is this very server (under /idp): the web signs in at the page's own origin. */
  embeddedIssuer: z.boolean().default(false),
  baseMaps: baseMapLayersSchema.default([]),
});
export type PublicConfig = z.output<typeof publicConfigSchema>;
