import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { holeHasData, validateHoleDelete, validateHoleEdit, type MonitoringHoleView } from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { sectionsByPipeQueryOptions } from '../api/get-sections-status-by-pipe';
import { holeRowOf } from './hole-row-values';
import type { WorkFormValues } from './work-form-values';
import { useWorkContext } from './work-context';

export interface HoleEditGuard {
  /** After an edit of row `index`: a hole with BCR data gets its saved values back and the refusal is alerted. */
  checkEdit: (index: number) => Promise<void>;
  /** Before deleting row `index`: false (with the refusal alerted) when the hole has BCR data. */
  mayDelete: (index: number) => Promise<boolean>;
}

/**
 * Holes that have BCR data cannot be changed or deleted (spec 1 section 5 "Monitoring page save").
 * The server is asked right before (getformasectionsstatusbypipe); the save re-runs the same rules.
 */
export function useHoleEditGuard(): HoleEditGuard {
  const { formAId, loaded } = useWorkContext();
  const { getValues, setValue } = useFormContext<WorkFormValues>();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  // One refusal at a time: a second blur while the first alert is open must not stack another.
  const busy = useRef(false);

  const savedHole = (index: number): MonitoringHoleView | undefined => {
    const id = getValues(`workDetailsMonitoring.${index}.id`);
    return formAId > 0 && id ? loaded?.workDetailsMonitoring.find((h) => h.id === id) : undefined;
  };

  async function hasData(hole: MonitoringHoleView): Promise<boolean> {
    try {
      const request = [{ formAId, holeId: hole.id, noOfPipes: hole.noOfPipes }];
      const [answer] = await queryClient.fetchQuery(sectionsByPipeQueryOptions(request));
      return holeHasData(answer?.status);
    } catch {
      // A failed look-up must not block editing; the save refuses the same edit.
      return false;
    }
  }

  function restore(index: number, hole: MonitoringHoleView): void {
    const base = `workDetailsMonitoring.${index}` as const;
    setValue(`${base}.actualLatitude`, hole.actualLatitude);
    setValue(`${base}.actualLongitude`, hole.actualLongitude);
    setValue(`${base}.actualLotDp`, hole.actualLotDp);
    setValue(`${base}.driller`, hole.driller);
    setValue(`${base}.workName`, hole.workName);
    setValue(`${base}.holeType`, hole.holeType === 1 || hole.holeType === 2 ? hole.holeType : null);
    setValue(`${base}.noOfPipes`, hole.noOfPipes);
  }

  async function checkEdit(index: number): Promise<void> {
    const hole = savedHole(index);
    if (!hole || busy.current) return;
    const now = holeRowOf(getValues(`workDetailsMonitoring.${index}`) ?? {});
    if (validateHoleEdit(index, true, holeRowOf(hole), now).length === 0) return;
    busy.current = true;
    try {
      const refusal = validateHoleEdit(index, await hasData(hole), holeRowOf(hole), now)[0];
      if (!refusal) return;
      restore(index, hole);
      await dialogs.alert(refusal.message);
    } finally {
      busy.current = false;
    }
  }

  async function mayDelete(index: number): Promise<boolean> {
    const hole = savedHole(index);
    if (!hole) return true;
    const refusal = validateHoleDelete(index, await hasData(hole))[0];
    if (refusal) await dialogs.alert(refusal.message);
    return !refusal;
  }

  return { checkEdit, mayDelete };
}
