import { GENERAL_MESSAGES } from '@driller/domain';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { Loader } from '../../../components/ui/loader';
import { PageFrame } from '../../../components/ui/page-frame';

/** The company screens' frame while their list loads, or when it could not: null once it is there. */
export function loadFrame(title: string, query: { isError: boolean; data?: unknown }) {
  if (query.isError) {
    return (
      <PageFrame title={title}>
        <InPageAlert tone="error">{GENERAL_MESSAGES.loadingFailed}</InPageAlert>
      </PageFrame>
    );
  }
  if (query.data === undefined) {
    return (
      <PageFrame title={title}>
        <Loader label="Loading companies" />
      </PageFrame>
    );
  }
  return null;
}
