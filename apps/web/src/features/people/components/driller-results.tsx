import { formatDate, type DrillerRecord } from '@driller/domain';
import { PeopleResults, type PeopleResultsKind } from './people-results';

const DRILLER_RESULTS: PeopleResultsKind<DrillerRecord> = {
  noun: 'driller',
  key: (row) => row.drillerId,
  name: (row) => `${row.drillerFirstName ?? ''} ${row.drillerLastName ?? ''}`,
  columns: [
    { header: 'Licence no', cell: (row) => row.drillerLicenseNo },
    { header: 'Licence expiry', cell: (row) => formatDate(row.licenseExpiryDate) },
    { header: 'Status', cell: (row) => row.drillerStatusName },
    { header: 'Work email', cell: (row) => row.workEmail },
    { header: 'Company', cell: (row) => row.organisationName ?? '' },
  ],
};

/** Page 1: the drillers found. */
export function DrillerResults(props: {
  rows: readonly DrillerRecord[];
  onOpen: (row: DrillerRecord) => void;
}) {
  return <PeopleResults kind={DRILLER_RESULTS} {...props} />;
}
