import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function HeadWorksPage() {
  return <h2>{pageTitle('headWorks')}</h2>;
}
