import { useEffect } from 'react';

const SUFFIX = 'NSW Government';

/** Names the browser tab after the screen, so history, tabs and screen readers say where you are. */
export function useDocumentTitle(...parts: string[]): void {
  const title = [...parts, SUFFIX].join(' | ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
