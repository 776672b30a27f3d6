import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function CasingSupportPage() {
  return <h2>{pageTitle('casingSupport')}</h2>;
}
