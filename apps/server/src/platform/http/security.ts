import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * Security headers with a strict Content-Security-Policy: scripts, styles and connections from this
 * origin only (plus an external issuer, and exactly the configured base-map tile hosts); nothing may
 * frame the portal.
 *
 * Helmet's headers are worked out once here, by running its middleware on a stand-in response, and
 * set on every request: no directive depends on the request (no nonce). @fastify/helmet rebuilt the
 * middleware on each request (3 % of the server's CPU under load, issue 8); running it per request
 * still cost 2 % of a GET bcr.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { extraConnect: string[]; extraImg: string[] }): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...options.extraImg],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...options.extraConnect],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const headers = headersOf(applyHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a middleware sets on a response (helmet sets them synchronously; it only removes X-Powered-By, never set here). */
function headersOf(middleware: Middleware): [string, string][] {
  const headers: [string, string][] = [];
  const res = { setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]), removeHeader: () => undefined };
  let failure: unknown;
  middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, res as unknown as ServerResponse, (error) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error('the security headers could not be built');
  return headers;
}
