import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyWithPreload } from './lazy-with-preload';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyWithPreload', () => {
  it('suspends while its chunk loads when it was not preloaded', async () => {
    const Screen = lazyWithPreload(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Screen name="Dan" />
      </Suspense>,
    );
    expect(screen.getByText('Loading page')).toBeDefined();
    expect(await screen.findByText('Hello Dan')).toBeDefined();
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const Screen = lazyWithPreload(() => Promise.resolve(Greeting));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Screen name="Dan" />
      </Suspense>,
    );
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(screen.getByText('Hello Dan')).toBeDefined();
  });

  it('loads its chunk once however often it is preloaded', async () => {
    let loads = 0;
    const Screen = lazyWithPreload(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await Promise.all([Screen.preload(), Screen.preload()]);
    expect(loads).toBe(1);
  });

  it('tries a chunk again after a failed download, and the screen still opens', async () => {
    let loads = 0;
    const Screen = lazyWithPreload(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(Greeting);
    }, [1]);
    render(
      <Suspense fallback={<p>Loading page</p>}>
        <Screen name="Dan" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Dan')).toBeDefined();
    expect(loads).toBe(2);
  });

  it('gives up after its last try, with the download error', async () => {
    let loads = 0;
    const Screen = lazyWithPreload(() => {
      loads += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }, [1, 1]);
    await expect(Screen.preload()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(loads).toBe(3);
  });
});
