import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function WaterEntryDesignPage() {
  return <h2>{pageTitle('waterEntryDesign')}</h2>;
}
