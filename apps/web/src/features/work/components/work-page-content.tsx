import { WORK_PAGE, type WorkPage } from '@driller/domain';
import { ConditionsPage } from './conditions-page';
import { LocationPage } from './location-page';
import { MonitoringHolesPage } from './monitoring-holes-page';
import { WorkDetailsPage } from './work-details-page';
import { WorkTypePage } from './work-type-page';

/** The page component of each stepper page. */
export function WorkPageContent({ page }: { page: WorkPage }) {
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
