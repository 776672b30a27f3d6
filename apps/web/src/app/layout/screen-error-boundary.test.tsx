import '../../test/jsdom-polyfills';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SCREEN_FAILED_MESSAGE, ScreenErrorBoundary, reloadOnceFor } from './screen-error-boundary';

afterEach(cleanup);

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/dashboard-x.js');

function Broken({ error }: { error: Error }): never {
  throw error;
}

describe('a screen that fails', () => {
  it('reloads the page once when its code would not download, and not again within the minute', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const reload = vi.fn();
    expect(reloadOnceFor(chunkError(), 1_000_000, storage, reload)).toBe(true);
    expect(reloadOnceFor(chunkError(), 1_030_000, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceFor(chunkError(), 1_070_000, storage, reload)).toBe(true);
  });

  it('does not reload for an error in the screen itself', () => {
    const reload = vi.fn();
    expect(reloadOnceFor(new Error('Cannot read properties of undefined'), 0, window.sessionStorage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('says the page could not be loaded, with a button to reload it, instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Header stays</h1>
        <ScreenErrorBoundary>
          <Broken error={new Error('Cannot read properties of undefined')} />
        </ScreenErrorBoundary>
      </main>,
    );
    expect(screen.getByText('Header stays')).toBeDefined();
    expect(screen.getByText(SCREEN_FAILED_MESSAGE)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeDefined();
  });
});
