import { pageTitle } from '@driller/domain';

/** Placeholder: the page's owner replaces it. */
export function WaterBearingZonesPage() {
  return <h2>{pageTitle('waterBearingZones')}</h2>;
}
