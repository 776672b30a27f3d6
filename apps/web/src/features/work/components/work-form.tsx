import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'react-router';
import {
  OFFLINE_MESSAGES,
  WORK_PAGE,
  popupWorkPage,
  workHeading,
  workSaveSchema,
  type CurrentUser,
  type Issue,
  type MasterData,
  type WorkDetailPayload,
  type WorkPage,
  type WorkSavePayload,
} from '@driller/domain';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { PageFrame } from '../../../components/ui/page-frame';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { summaryErrors } from '../hooks/field-ids';
import { isPopupWindow } from '../hooks/popup-window';
import { storeWorkPage, storedWorkPage } from '../hooks/stored-work-page';
import { useWorkSave } from '../hooks/use-work-save';
import { WorkContext, type WorkContextValue } from '../hooks/work-context';
import { findMyDriller, workAccess } from '../hooks/work-access';
import { stepperContextOf } from '../hooks/work-flow';
import { newWorkValues, workValuesFromPayload, type WorkFormValues } from '../hooks/work-form-values';
import { WorkPageContent } from './work-page-content';
import { WorkStepperNav } from './work-stepper-nav';

function initialPage(loaded: WorkDetailPayload | null): WorkPage {
  if (!loaded) return WORK_PAGE.workType;
  if (isPopupWindow()) return popupWorkPage(loaded.workDetailsMonitoring.length > 0);
  return storedWorkPage();
}

interface WorkFormProps {
  user: CurrentUser;
  master: MasterData;
  loaded: WorkDetailPayload | null;
}

/** The stepper around the work form: one react-hook-form over all pages, so moving on keeps edits. */
export function WorkForm({ user, master, loaded }: WorkFormProps) {
  const myDriller = useMemo(() => findMyDriller(user, master), [user, master]);
  const methods = useForm<WorkFormValues, unknown, WorkSavePayload>({
    resolver: zodResolver(workSaveSchema),
    defaultValues: loaded ? workValuesFromPayload(loaded) : newWorkValues(myDriller?.drillerId ?? null),
    mode: 'onBlur',
  });
  return (
    <FormProvider {...methods}>
      <WorkFormBody user={user} master={master} loaded={loaded} myDriller={myDriller} />
    </FormProvider>
  );
}

/** Clears the router's state of the current history entry (what a reload reads back) without a navigation. */
function dropHistoryState(): void {
  const state = window.history.state as { usr?: unknown } | null;
  if (state?.usr) window.history.replaceState({ ...state, usr: null }, '');
}

function WorkFormBody({ user, master, loaded, myDriller }: WorkFormProps & { myDriller: WorkContextValue['myDriller'] }) {
  const online = useOnlineStatus();
  const access = workAccess(user, loaded, online);
  const formAId = loaded?.formAId ?? 0;
  const [page, setPage] = useState<WorkPage>(() => initialPage(loaded));
  const [reached, setReached] = useState<WorkPage>(() => (loaded ? WORK_PAGE.actualLocation : page));
  const [issues, setIssues] = useState<readonly Issue[]>([]);
  const { save, saving } = useWorkSave(formAId, access, setIssues);
  const values = useWatch<WorkFormValues>() as WorkFormValues;
  const ctx = stepperContextOf(values, reached);
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  // The save's success message belongs to the page it landed on, not to the pages after it.
  const [flashShown, setFlashShown] = useState(true);
  // It belongs to that save, too: a reload of the page (which keeps the history entry's state) must not say it again.
  useEffect(() => {
    if (flash) dropHistoryState();
  }, [flash]);

  const goToPage = (next: WorkPage) => {
    setIssues([]);
    setFlashShown(false);
    setPage(next);
    setReached((r) => (next > r ? next : r));
    storeWorkPage(next);
    window.scrollTo({ top: 0 });
  };

  const heading = workHeading(formAId, page);
  const context: WorkContextValue = { user, master, loaded, formAId, page, goToPage, access, myDriller, issues, setIssues, save, saving };

  return (
    <WorkContext.Provider value={context}>
      <PageFrame title={heading.screen}>
        <WorkStepperNav page={page} ctx={ctx} onOpen={goToPage} />
        <div className="app-work-page">
          <h2 id="work-page-title" className="app-work-page__title">
            {heading.sub}
          </h2>
          {flash && flashShown && issues.length === 0 ? <InPageAlert tone="success" compact>{flash}</InPageAlert> : null}
          {access.readOnly || access.browseLocked ? (
            <InPageAlert tone="info" compact>
              {/* Locked for offline edit (even by the viewer, online): say so, as the BCR does, rather than leave Save and Next greyed with no reason. */}
              {access.browseLocked ? OFFLINE_MESSAGES.lockedForOfflineEdit : 'This work is read-only for you: you can view it but not change it.'}
            </InPageAlert>
          ) : null}
          <ErrorSummary errors={summaryErrors(issues)} />
          <WorkPageContent page={page} />
        </div>
      </PageFrame>
    </WorkContext.Provider>
  );
}
