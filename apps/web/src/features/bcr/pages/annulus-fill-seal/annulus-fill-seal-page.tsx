import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function AnnulusFillSealPage() {
  return <h2>{pageTitle('annulusFillSeal')}</h2>;
}
