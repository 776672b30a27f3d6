import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function DisinfectionPage() {
  return <h2>{pageTitle('disinfection')}</h2>;
}
