import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { GENERAL_MESSAGES } from '@driller/domain';
import { ApiError } from '../../../lib/api/client';
import { formAIdFrom } from '../../../lib/form-a-id';
import { useAuth } from '../../../lib/auth/auth-context';
import { Loader } from '../../../components/ui/loader';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { ServerStateProvider } from '../../../lib/server-state';
import { useMasterData } from '../api/get-master-data';
import { useWork } from '../api/get-work';
import { storeWorkPage } from '../hooks/stored-work-page';
import { WorkForm } from './work-form';

/** /Work and /Work?id=: loads the master data and the work, then the stepper. */
export function WorkScreen() {
  return (
    <ServerStateProvider>
      <DialogProvider>
        <WorkLoader />
      </DialogProvider>
    </ServerStateProvider>
  );
}

function WorkLoader() {
  const [params] = useSearchParams();
  const formAId = formAIdFrom(params);
  const { user } = useAuth();
  const master = useMasterData();
  const work = useWork(formAId);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const failure = master.error ?? work.error;

  useEffect(() => {
    // Spec: without id a new work starts at page 0.
    if (formAId === 0) storeWorkPage(0);
  }, [formAId]);

  useEffect(() => {
    if (!failure) return;
    // Spec: loading a single work that fails shows the message and redirects to /Home.
    const message = failure instanceof ApiError && failure.body?.message ? failure.body.message : GENERAL_MESSAGES.workDataFailed;
    void dialogs.alert(message).then(() => navigate('/Home'));
  }, [failure, dialogs, navigate]);

  if (!user) return null;
  if (failure) return null;
  if (!master.data || (formAId > 0 && !work.data)) return <Loader label="Loading ..." />;
  const loaded = formAId > 0 ? (work.data ?? null) : null;
  return <WorkForm key={`${formAId}-${loaded?.version ?? 0}`} user={user} master={master.data} loaded={loaded} />;
}
