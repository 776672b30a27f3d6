import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function BoreConstructionDesignPage() {
  return <h2>{pageTitle('boreConstructionDesign')}</h2>;
}
