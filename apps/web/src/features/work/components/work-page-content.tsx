import { Suspense, lazy } from 'react';
import { WORK_PAGE, type WorkPage } from '@driller/domain';
import { Loader } from '../../../components/ui/loader';
import { ConditionsPage } from './conditions-page';
import { WorkDetailsPage } from './work-details-page';
import { WorkTypePage } from './work-type-page';

// The pages with a map bring the map stack (Leaflet, markercluster, proj4, html-to-image) in their
// own chunks, loaded when the stepper opens them: the first pages never download it (issue 8).
const loadMonitoringHolesPage = () => import('./monitoring-holes-page');
const loadLocationPage = () => import('./location-page');
const MonitoringHolesPage = lazy(() => loadMonitoringHolesPage().then((m) => ({ default: m.MonitoringHolesPage })));
const LocationPage = lazy(() => loadLocationPage().then((m) => ({ default: m.LocationPage })));

/** Loads the lazy pages' code (a work made available offline opens on any page with no network). */
export const preloadWorkPages = (): Promise<unknown> => Promise.all([loadMonitoringHolesPage(), loadLocationPage()]);

function PageOf({ page }: { page: WorkPage }) {
  switch (page) {
    case WORK_PAGE.workType:
      return <WorkTypePage />;
    case WORK_PAGE.workDetails:
      return <WorkDetailsPage />;
    case WORK_PAGE.monitoringHoles:
      return <MonitoringHolesPage />;
    case WORK_PAGE.conditions:
      return <ConditionsPage />;
    case WORK_PAGE.actualLocation:
      return <LocationPage />;
  }
}

/** The page component of each stepper page. */
export function WorkPageContent({ page }: { page: WorkPage }) {
  return (
    <Suspense fallback={<Loader label="Loading page" />}>
      <PageOf page={page} />
    </Suspense>
  );
}
