import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function WorkPartlyBackfilledPage() {
  return <h2>{pageTitle('workPartlyBackfilled')}</h2>;
}
