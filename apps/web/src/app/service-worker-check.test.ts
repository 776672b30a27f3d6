import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL, dropWorkerWithoutScript, serviceWorkerScriptGone } from './service-worker-check';

const answer = (status: number, type: string | null) => {
  const headers = new Headers();
  if (type !== null) headers.set('content-type', type);
  return vi.fn<typeof fetch>(async () => new Response(null, { status, headers }));
};

const worker = () => {
  const registration = { unregister: vi.fn(async () => true) };
  return { registration, container: { getRegistration: vi.fn(async () => registration as unknown as ServiceWorkerRegistration) } };
};

describe('the service worker script check (spec 3: missing or not JavaScript, unregistered and reloaded)', () => {
  it('asks for the worker script itself, headers only', async () => {
    const fetchScript = answer(200, 'application/javascript; charset=UTF-8');
    await serviceWorkerScriptGone(fetchScript);
    expect(fetchScript).toHaveBeenCalledWith(SERVICE_WORKER_URL, expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
  });

  it.each([
    ['a JavaScript script', 200, 'text/javascript', false],
    ['a missing script', 404, 'text/plain', true],
    ['a page served in its place', 200, 'text/html; charset=UTF-8', true],
    ['a server error (the release is not judged by it)', 500, null, false],
  ])('reads %s', async (_name, status, type, gone) => {
    expect(await serviceWorkerScriptGone(answer(status, type))).toBe(gone);
  });

  it('keeps the worker when the server cannot be reached (offline)', async () => {
    expect(await serviceWorkerScriptGone(vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))))).toBe(false);
  });

  it('unregisters the worker and reloads when its script is gone', async () => {
    const { registration, container } = worker();
    const reload = vi.fn();
    expect(await dropWorkerWithoutScript(container, reload, answer(200, 'text/html'))).toBe(true);
    expect(registration.unregister).toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page that has no worker to drop (no reload loop)', async () => {
    const reload = vi.fn();
    const container = { getRegistration: vi.fn(async () => undefined) };
    expect(await dropWorkerWithoutScript(container, reload, answer(404, 'text/plain'))).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves a worker whose script is there alone', async () => {
    const { registration, container } = worker();
    const reload = vi.fn();
    expect(await dropWorkerWithoutScript(container, reload, answer(200, 'application/javascript'))).toBe(false);
    expect(registration.unregister).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
