import { z } from 'zod';

/**
 * In a browser, whose Content-Security-Policy has no 'unsafe-eval', zod must not probe `new Function`:
 * the probe is reported as a CSP violation on every page. zod decides when a schema is built, so this
 * runs on import, first in index.ts (the web imports SCHEMA_JIT so the bundle keeps it). The
 * server keeps the JIT; interpreted parsing is fast enough for forms.
 */
export const SCHEMA_JIT = !('document' in globalThis);
if (!SCHEMA_JIT) z.config({ jitless: true });
