import type * as identityModule from './identity';
import type { IdentityEvents } from './identity';
import { requestPublicConfig } from '../public-config-request';

export interface Connection {
  identity: identityModule.Identity;
  module: typeof identityModule;
}

export interface IdentityLoader {
  /** Loads the identity chunk and opens the client once; a failure is forgotten so the next attempt retries. */
  connect: () => Promise<Connection>;
  /** The open connection, or null before the first successful connect. */
  current: () => Connection | null;
  /** Who hears about renewals from now on (the provider passes its latest callbacks). */
  listen: (events: IdentityEvents) => void;
}

/** The one place that imports the identity chunk (oidc-client-ts, API client, zod) on demand. */
export function identityLoader(): IdentityLoader {
  let opened: Connection | null = null;
  let pending: Promise<Connection> | null = null;
  let listener: IdentityEvents = { onRenewed: () => undefined, onRenewFailed: () => undefined };
  const connect = () => {
    // The sign-in settings download while the chunk does, not after it.
    if (!pending) void requestPublicConfig();
    pending ??= import('./identity')
      .then(async (module) => {
        const identity = await module.openIdentity({
          onRenewed: (user) => listener.onRenewed(user),
          onRenewFailed: () => listener.onRenewFailed(),
        });
        opened = { identity, module };
        return opened;
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
  return {
    connect,
    current: () => opened,
    listen: (events) => {
      listener = events;
    },
  };
}
