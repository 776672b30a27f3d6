import { useEffect, useState } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { whenIdle } from '../../lib/when-idle';

/**
 * The signed-in header's menus (react-aria) are a chunk of their own. It starts downloading once the
 * browser is idle after a user is signed in: on a slow link and CPU the screen comes first, and the
 * menus do not compete with it (issue 8). Until then the header shows their outline.
 */
export const LazyAccountMenu = lazyWithPreload(() => import('./signed-in-menus').then((m) => m.AccountMenu));
export const LazyAdminMenu = lazyWithPreload(() => import('./signed-in-menus').then((m) => m.AdminMenu));

/** True once the menus' chunk has loaded; the load starts at the first idle moment while `signedIn`. */
export function useSignedInMenus(signedIn: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!signedIn || ready) return;
    let live = true;
    const cancel = whenIdle(() => {
      // A failed download (offline, and not cached) leaves the outline until the page is reloaded.
      void Promise.all([LazyAccountMenu.preload(), LazyAdminMenu.preload()]).then(
        () => live && setReady(true),
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [signedIn, ready]);
  return ready;
}
