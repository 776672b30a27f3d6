import { useWatch, type Control } from 'react-hook-form';
import type { BcrContext, BcrPageId } from '@driller/domain';
import { casingSupportWaits } from '../pages/casing-support/casing-support-checks';
import type { BcrFormValues } from './bcr-form-values';

type WaitInputs = Pick<BcrFormValues, 'casingLiner' | 'waterEntryDesign'>;

/**
 * Pages whose fields wait for another page's rows (spec 2 Casing Support: "You can enter Casing Support
 * section after entering Casing / Liner Details section."). Nothing can be typed there, so a Save would
 * only be refused by the server with the same message.
 */
const PAGE_WAITS: Partial<Record<BcrPageId, (values: WaitInputs, ctx: BcrContext) => boolean>> = {
  casingSupport: casingSupportWaits,
};

/** Whether the page waits for another page: its buttons are then a read-only page's, Previous and Next. */
export function usePageWaits(page: BcrPageId, control: Control<BcrFormValues>, ctx: BcrContext): boolean {
  const [casingLiner, waterEntryDesign] = useWatch({ control, name: ['casingLiner', 'waterEntryDesign'] });
  return PAGE_WAITS[page]?.({ casingLiner, waterEntryDesign }, ctx) ?? false;
}
