import { z } from 'zod';

/**
 * For the browser, whose Content-Security-Policy has no 'unsafe-eval': zod's JIT probes `new Function`
 * on the first parse, which the browser reports as a CSP violation on every page. Interpreted parsing is
 * fast enough for forms; the server keeps the JIT.
 */
export function disableSchemaJit(): void {
  z.config({ jitless: true });
}
