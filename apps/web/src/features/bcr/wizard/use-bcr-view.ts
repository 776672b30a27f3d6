import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { BCR_MESSAGES, type BcrSectionSaveKey, type BcrView } from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { bcrQueryKey, bcrQueryOptions, type LoadedBcr } from '../api/get-bcr';
import { formValuesFromView, type BcrFormValues } from './bcr-form-values';
import { keepUnsavedEdits, storedAfterSave } from './unsaved-edits';

/** What a section save posted: its route and the form's values it sent. */
export interface PostedSave {
  key: BcrSectionSaveKey;
  posted: BcrFormValues;
}

/**
 * The BCR as last loaded or saved, kept in the query cache, and the form kept in step with it: a new
 * version (a save's answer, a reload) puts its report in the form without dropping the user's unsaved
 * edits (a section route stores only its own part), keeping the pipes the user had chosen (spec 2
 * section 4: "keeping row index, current form and pipe numbers"). Only a reload after a failed save and
 * a submit put the server's report in place whole.
 */
export function useBcrView(formAId: number, initial: LoadedBcr, form: UseFormReturn<BcrFormValues>) {
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  // The loader fetched it a moment ago: no second fetch on mount.
  const query = useQuery({ ...bcrQueryOptions(formAId), refetchOnMount: false, initialData: initial });
  const loaded = query.data;
  const appliedVersion = useRef(loaded.view.version);
  /** The report the server held when the form was last put in step with it: edits are what differ. */
  const stored = useRef<BcrFormValues>(formValuesFromView(initial.view));

  /** Puts a view's report in the form; with a base, the edits made since it stay (null drops them). */
  const putInStep = useCallback(
    (view: BcrView, base: BcrFormValues | null) => {
      const current = form.getValues();
      const server = formValuesFromView(view);
      const values = base ? keepUnsavedEdits(base, current, server) : server;
      // The saved report is the form's default, so what differs from it is dirty (unsaved) in the form too.
      form.reset(server);
      form.reset(
        { ...values, currentPipeNo: current.currentPipeNo, currentPumpingTestPipeNo: current.currentPumpingTestPipeNo },
        { keepDefaultValues: true },
      );
      stored.current = formValuesFromView(view);
      appliedVersion.current = view.version;
    },
    [form],
  );

  useEffect(() => {
    if (loaded.view.version !== appliedVersion.current) putInStep(loaded.view, stored.current);
  }, [loaded.view, putInStep]);

  const applyView = useCallback(
    (view: BcrView, saved?: PostedSave) => {
      queryClient.setQueryData<LoadedBcr>(bcrQueryKey(formAId), (old) => ({ view, work: old?.work ?? loaded.work }));
      putInStep(view, saved ? storedAfterSave(saved.key, stored.current, saved.posted) : null);
    },
    [queryClient, formAId, loaded.work, putInStep],
  );

  const { refetch } = query;
  const reload = useCallback(
    async ({ resetForm }: { resetForm: boolean }) => {
      const result = await refetch();
      if (result.isError || !result.data) return dialogs.alert(BCR_MESSAGES.refreshFailed);
      if (resetForm) putInStep(result.data.view, null);
    },
    [refetch, dialogs, putInStep],
  );

  return { view: loaded.view, work: loaded.work, refreshing: query.isFetching, applyView, reload };
}
