import './jsdom-polyfills';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { WORK_PAGE, type CurrentUser, type Issue, type WorkDetailPayload } from '@driller/domain';
import { DialogProvider } from '../components/ui/dialogs/dialog-provider';
import { WorkContext, type WorkContextValue } from '../features/work/hooks/work-context';
import { workValuesFromPayload, type WorkFormValues } from '../features/work/hooks/work-form-values';
import { makeUser } from './auth-fixtures';

interface WorkHarnessOptions {
  user?: CurrentUser;
  access?: Partial<WorkContextValue['access']>;
  setIssues?: (issues: readonly Issue[]) => void;
  /** The rules' issues shown at first; a save's setIssues replaces them, as the stepper does. */
  issues?: readonly Issue[];
}

function WorkProviders({ loaded, options, children }: { loaded: WorkDetailPayload; options: WorkHarnessOptions; children: ReactNode }) {
  const methods = useForm<WorkFormValues>({ defaultValues: workValuesFromPayload(loaded) });
  const [issues, setIssues] = useState<readonly Issue[]>(options.issues ?? []);
  const context: WorkContextValue = {
    user: options.user ?? makeUser(),
    master: loaded.masterData,
    loaded,
    formAId: loaded.formAId,
    page: WORK_PAGE.monitoringHoles,
    goToPage: () => undefined,
    access: { readOnly: false, browseLocked: false, canSave: true, disableWorkFields: false, offline: false, ...options.access },
    myDriller: null,
    issues,
    setIssues: (next) => {
      setIssues(next);
      options.setIssues?.(next);
    },
    save: async () => true,
    saving: false,
  };
  return (
    <FormProvider {...methods}>
      <WorkContext.Provider value={context}>{children}</WorkContext.Provider>
    </FormProvider>
  );
}

/**
 * Renders a work page part as the stepper would: the loaded work in a form, the work context, dialogs,
 * a fresh query client (no retries) and a router at /Work?id={formAId}.
 */
export function renderWorkPart(ui: ReactNode, loaded: WorkDetailPayload, options: WorkHarnessOptions = {}): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/Work?id=${loaded.formAId}`]}>
        <DialogProvider>
          <WorkProviders loaded={loaded} options={options}>
            {ui}
          </WorkProviders>
        </DialogProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
