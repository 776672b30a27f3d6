import { createServer } from 'node:net';
import { createTestApp, type TestApp } from './test-app';

/** A port nothing listens on now: the app is configured with it before it listens (issuer, redirect URIs). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ListeningApp extends TestApp {
  /** http://localhost:<port>: the public URL, the issuer's base and the web app's origin. */
  baseUrl: string;
}

/**
 * The test app on a real port, for third-party clients that speak HTTP themselves (openid-client,
 * Esri's request library): they see exactly what a remote client sees.
 */
export async function createListeningApp(env: Record<string, string> = {}): Promise<ListeningApp> {
  const port = await freePort();
  const app = await createTestApp({ env: { PORT: String(port), ...env } });
  await app.app.listen({ port, host: '127.0.0.1' });
  return { ...app, baseUrl: `http://localhost:${port}` };
}
