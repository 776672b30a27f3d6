import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { BCR_MESSAGES, type BcrView } from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { bcrQueryKey, bcrQueryOptions, type LoadedBcr } from '../api/get-bcr';
import { formValuesFromView, type BcrFormValues } from './bcr-form-values';

/**
 * The BCR as last loaded or saved, kept in the query cache, and the form kept in step with it: a new
 * version (a save's answer, a reload) resets the form to its report, keeping the pipes the user had
 * chosen (spec 2 section 4: "keeping row index, current form and pipe numbers").
 */
export function useBcrView(formAId: number, initial: LoadedBcr, form: UseFormReturn<BcrFormValues>) {
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  // The loader fetched it a moment ago: no second fetch on mount.
  const query = useQuery({ ...bcrQueryOptions(formAId), refetchOnMount: false, initialData: initial });
  const loaded = query.data;
  const appliedVersion = useRef(loaded.view.version);

  const resetTo = useCallback(
    (view: BcrView) => {
      const current = form.getValues();
      form.reset({
        ...formValuesFromView(view),
        currentPipeNo: current.currentPipeNo,
        currentPumpingTestPipeNo: current.currentPumpingTestPipeNo,
      });
      appliedVersion.current = view.version;
    },
    [form],
  );

  useEffect(() => {
    if (loaded.view.version !== appliedVersion.current) resetTo(loaded.view);
  }, [loaded.view, resetTo]);

  const applyView = useCallback(
    (view: BcrView) => {
      queryClient.setQueryData<LoadedBcr>(bcrQueryKey(formAId), (old) => ({ view, work: old?.work ?? loaded.work }));
      resetTo(view);
    },
    [queryClient, formAId, loaded.work, resetTo],
  );

  const { refetch } = query;
  const reload = useCallback(
    async ({ resetForm }: { resetForm: boolean }) => {
      const result = await refetch();
      if (result.isError || !result.data) return dialogs.alert(BCR_MESSAGES.refreshFailed);
      if (resetForm) resetTo(result.data.view);
    },
    [refetch, dialogs, resetTo],
  );

  return { view: loaded.view, work: loaded.work, refreshing: query.isFetching, applyView, reload };
}
