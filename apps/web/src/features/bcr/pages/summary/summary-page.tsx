import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function SummaryPage() {
  return <h2>{pageTitle('summary')}</h2>;
}
