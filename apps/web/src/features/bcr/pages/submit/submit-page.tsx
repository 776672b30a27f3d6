import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function SubmitPage() {
  return <h2>{pageTitle('submit')}</h2>;
}
