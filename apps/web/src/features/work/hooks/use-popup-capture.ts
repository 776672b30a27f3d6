import { useEffect, type RefObject } from 'react';
import { POPOVER_DELAY_MS } from '@driller/domain';
import type { WorkMapHandle } from '../../../components/ui/map/work-map';
import { uploadMapImage } from '../api/upload-map-image';
import { isPopupWindow } from './popup-window';
import { useWorkContext } from './work-context';

/**
 * Popup mode (spec 1 section 2): a work window opened by another page saves the map image once the
 * map has drawn, then closes itself; the opener polls for the close.
 */
export function usePopupCapture(map: RefObject<WorkMapHandle | null>): void {
  const { formAId } = useWorkContext();
  useEffect(() => {
    if (!isPopupWindow() || formAId <= 0) return undefined;
    const timer = window.setTimeout(async () => {
      try {
        if (map.current) await uploadMapImage({ formAId, image: await map.current.exportImage() });
      } finally {
        window.close();
      }
    }, POPOVER_DELAY_MS * 2);
    return () => window.clearTimeout(timer);
  }, [formAId, map]);
}
