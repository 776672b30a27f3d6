import { Component, type ReactNode } from 'react';
import { InPageAlert } from '../../components/ui/in-page-alert';

/** Chromium, Firefox and Safari's words for a screen's code that could not be downloaded. */
const CHUNK_FAILED = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** When this page last reloaded itself for a screen that would not download (session storage). */
const RELOADED_AT_KEY = 'driller.reloadedForScreen';
/** A second failure within this time shows the message instead of reloading again (no reload loop). */
const RELOAD_GUARD_MS = 60_000;

export const SCREEN_FAILED_MESSAGE = 'This page could not be loaded. Check your connection, then reload the page.';

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILED.test(error.message);
}

/**
 * Reloads once when a screen's code failed to download while the browser is online (each try of the
 * download failed: lib/lazy-with-preload.ts); a reload fetches every file afresh. True when it reloads.
 */
export function reloadOnceFor(error: unknown, now = Date.now(), storage: Storage = sessionStorage, reload = () => location.reload()): boolean {
  if (!isChunkLoadError(error) || !navigator.onLine) return false;
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  reload();
  return true;
}

interface State {
  error: unknown;
}

/**
 * Keeps the header, menus and footer when a screen fails to render: without it React unmounts the whole
 * page and the user is left with a blank one. A screen whose code would not download reloads the page
 * once; any other failure says so, with a button to reload. Keyed by the path in the layout, so moving
 * to another page starts afresh.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    reloadOnceFor(error);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="nsw-container app-screen-error">
        <InPageAlert tone="error" heading="Page not loaded">
          <p>{SCREEN_FAILED_MESSAGE}</p>
          <button type="button" className="nsw-button nsw-button--dark" onClick={() => location.reload()}>
            Reload page
          </button>
        </InPageAlert>
      </div>
    );
  }
}
