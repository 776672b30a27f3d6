import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function DrillingDetailsPage() {
  return <h2>{pageTitle('drillingDetails')}</h2>;
}
