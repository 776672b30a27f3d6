import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function ExcavationDetailsPage() {
  return <h2>{pageTitle('excavationDetails')}</h2>;
}
