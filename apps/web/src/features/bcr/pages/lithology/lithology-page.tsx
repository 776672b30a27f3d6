import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function LithologyPage() {
  return <h2>{pageTitle('lithology')}</h2>;
}
