import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for the map: the browser's Fullscreen API where it is allowed (the map fills the screen,
 * Esc leaves), otherwise the map covers the window with CSS. `on` follows Esc and the browser's own exit.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);

  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [target]);

  const toggle = useCallback(() => {
    const element = target.current;
    if (!document.fullscreenEnabled || !element) return setOn((now) => !now);
    if (document.fullscreenElement) return void document.exitFullscreen();
    // A refused request (e.g. a permissions policy) still gives the user a bigger map.
    element.requestFullscreen().catch(() => setOn(true));
  }, [target]);

  return { on, toggle };
}
