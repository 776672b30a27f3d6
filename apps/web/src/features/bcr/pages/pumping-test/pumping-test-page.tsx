import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function PumpingTestPage() {
  return <h2>{pageTitle('pumpingTest')}</h2>;
}
