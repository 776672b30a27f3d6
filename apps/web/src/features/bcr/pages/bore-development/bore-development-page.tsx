import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function BoreDevelopmentPage() {
  return <h2>{pageTitle('boreDevelopment')}</h2>;
}
