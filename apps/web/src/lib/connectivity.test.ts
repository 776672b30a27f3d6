import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConnectivityModule from './connectivity';
import type * as OnlineStatusModule from './use-online-status';

// Each test gets a fresh module: reachability is the page's state, kept between calls.
let connectivity: typeof ConnectivityModule;
let onlineStatus: typeof OnlineStatusModule;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  connectivity = await import('./connectivity');
  onlineStatus = await import('./use-online-status');
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const noNetwork = () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
const answer = (status: number) => fetchMock.mockResolvedValueOnce(new Response('{}', { status }));

describe('the server reachability behind the online status', () => {
  it('says offline once a request fails with no answer, though the browser still says online', async () => {
    const { result } = renderHook(() => onlineStatus.useOnlineStatus());
    expect(result.current).toBe(true);
    noNetwork();
    await act(async () => {
      await expect(connectivity.trackedFetch('/service/api/work/list')).rejects.toThrow('Failed to fetch');
    });
    expect(result.current).toBe(false);
  });

  it('asks the server again every 15 seconds while it cannot be reached, and says online once it answers', async () => {
    const { result } = renderHook(() => onlineStatus.useOnlineStatus());
    noNetwork();
    await act(async () => {
      await connectivity.trackedFetch('/service/api/work/list').catch(() => undefined);
    });
    noNetwork();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(connectivity.RETRY_MS);
    });
    expect(fetchMock).toHaveBeenLastCalledWith(connectivity.PUBLIC_CONFIG_PATH, { cache: 'no-store' });
    expect(result.current).toBe(false);
    answer(200);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(connectivity.RETRY_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.current).toBe(true);
  });

  it('counts any HTTP answer as reachable, and a cancelled request as nothing', async () => {
    answer(500);
    await connectivity.trackedFetch('/service/api/work/list');
    expect(connectivity.isReachable()).toBe(true);
    fetchMock.mockRejectedValueOnce(new DOMException('The user aborted a request.', 'AbortError'));
    await expect(connectivity.trackedFetch('/service/api/work/list')).rejects.toThrow('aborted');
    expect(connectivity.isReachable()).toBe(true);
  });

  it('asks the server once, at once, when the browser comes back online (however many screens show the status)', async () => {
    const { result } = renderHook(() => onlineStatus.useOnlineStatus());
    renderHook(() => onlineStatus.useOnlineStatus());
    noNetwork();
    await act(async () => {
      await connectivity.trackedFetch('/service/api/work/list').catch(() => undefined);
    });
    answer(200);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(true);
  });

  it('says offline when the browser says so, whatever the last answer', async () => {
    const { result } = renderHook(() => onlineStatus.useOnlineStatus());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);
  });

  it('asks the server after the first screen when nothing the page asked has been answered', async () => {
    answer(200);
    await connectivity.probeUnlessAnswered();
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(connectivity.PUBLIC_CONFIG_PATH, { cache: 'no-store' });
  });

  it('asks nothing more after the first screen when the server has answered the page already', async () => {
    answer(200);
    await connectivity.trackedFetch('/service/api/work/getalldata');
    await connectivity.probeUnlessAnswered();
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/service/api/work/getalldata', undefined);
  });
});
