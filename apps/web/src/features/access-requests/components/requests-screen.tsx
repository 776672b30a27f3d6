import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccessRequest, RequestKind } from '@driller/domain';
import { PageFrame } from '../../../components/ui/page-frame';
import { ServerStateProvider } from '../../../lib/server-state';
import { requestsQueryKey } from '../api/access-requests';
import { useRegisterVerifyToken } from '../hooks/use-register-verify-token';
import { DcaRequestForm } from './dca-request-form';
import { RequestList } from './request-list';
import { RequestReview, type OpenBy } from './request-review';
import { REQUEST_TEXTS } from './request-texts';
import './access-requests.css';

type View = { page: 'list' } | { page: 'review'; by: OpenBy } | { page: 'create' };

function RequestsPages({ kind }: { kind: RequestKind }) {
  const token = useRegisterVerifyToken();
  const queryClient = useQueryClient();
  const [view, setView] = useState<View>(() => (token ? { page: 'review', by: { token } } : { page: 'list' }));
  const [notice, setNotice] = useState<string | null>(null);

  const open = useCallback((row: AccessRequest) => {
    setNotice(null);
    setView({ page: 'review', by: { userRegistrationRequestId: row.userRegistrationRequestId } });
  }, []);
  const create = useCallback(() => {
    setNotice(null);
    setView({ page: 'create' });
  }, []);
  // After a save the screen returns to the list (spec 3), which reloads and shows what happened.
  const back = useCallback(
    (message?: string) => {
      setNotice(message ?? null);
      void queryClient.invalidateQueries({ queryKey: requestsQueryKey(kind) });
      setView({ page: 'list' });
    },
    [kind, queryClient],
  );

  if (view.page === 'review') return <RequestReview kind={kind} by={view.by} onBack={back} />;
  if (view.page === 'create') return <DcaRequestForm onBack={back} />;
  return <RequestList kind={kind} notice={notice} onOpen={open} onCreate={create} />;
}

/** /UserRegistrationRequest and /DCAAccessRequest: list with search, review, and (DCA) a driller's new request. */
export function RequestsScreen({ kind }: { kind: RequestKind }) {
  return (
    <ServerStateProvider>
      <PageFrame title={REQUEST_TEXTS[kind].title}>
        <RequestsPages kind={kind} />
      </PageFrame>
    </ServerStateProvider>
  );
}

export const RegistrationRequestsScreen = () => <RequestsScreen kind="registration" />;
export const DcaRequestsScreen = () => <RequestsScreen kind="dca" />;
