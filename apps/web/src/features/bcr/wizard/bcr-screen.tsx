import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BCR_MESSAGES, loadOutcome, refusalResponse } from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { formAIdFrom } from '../../../lib/form-a-id';
import { ServerStateProvider } from '../../../lib/server-state';
import { Loader } from '../../../components/ui/loader';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { useBcr } from '../api/get-bcr';
import { BcrWizardView } from './bcr-wizard-view';

/** /BCR?id={formAId}: loads the work's BCR, then the wizard. */
export function BcrScreen() {
  return (
    <ServerStateProvider>
      <DialogProvider>
        <BcrLoader />
      </DialogProvider>
    </ServerStateProvider>
  );
}

/** The alert of a failed load: the server's message, else "Error in loading Data" (spec 2 section 8). */
export function loadFailureMessage(error: unknown): string {
  const response = error instanceof ApiError && error.body ? refusalResponse(error.body) : { success: false };
  return loadOutcome(response).alert ?? BCR_MESSAGES.loadFailed;
}

/** The BCR belongs to a work: without its id there is nothing to load (docs/decisions.md). */
const NO_ID = new Error('No work id');

function useFormAId(): number {
  const [params] = useSearchParams();
  return formAIdFrom(params);
}

function BcrLoader() {
  const formAId = useFormAId();
  const bcr = useBcr(formAId);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [locationAccepted, setLocationAccepted] = useState(false);
  const asked = useRef(false);
  const failure = formAId === 0 ? NO_ID : bcr.error;
  const work = bcr.data?.work;
  const unlocated = work !== undefined && (work.actualLatitude === null || work.actualLongitude === null);

  useEffect(() => {
    if (!failure) return;
    void dialogs.alert(loadFailureMessage(failure)).then(() => navigate('/Home'));
  }, [failure, dialogs, navigate]);

  useEffect(() => {
    if (!unlocated || asked.current) return;
    asked.current = true;
    // Spec 2 section 4: a work without an actual location asks first; Cancel goes home.
    void dialogs.confirm(BCR_MESSAGES.actualLocationNotSetConfirm).then((ok) => (ok ? setLocationAccepted(true) : navigate('/Home')));
  }, [unlocated, dialogs, navigate]);

  if (failure) return null;
  if (!bcr.data) return <Loader label="Loading ..." />;
  if (unlocated && !locationAccepted) return null;
  return <BcrWizardView key={formAId} formAId={formAId} initial={bcr.data} />;
}
