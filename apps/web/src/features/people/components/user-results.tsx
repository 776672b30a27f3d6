import type { UserRecord } from '@driller/domain';
import { PeopleResults, type PeopleResultsKind } from './people-results';

const USER_RESULTS: PeopleResultsKind<UserRecord> = {
  noun: 'user',
  key: (row) => row.userId,
  name: (row) => `${row.firstName ?? ''} ${row.lastName ?? ''}`,
  columns: [
    { header: 'Role', cell: (row) => row.roleName },
    { header: 'Status', cell: (row) => row.statusName },
    { header: 'Work email', cell: (row) => row.workEmail },
    { header: 'Company', cell: (row) => row.organisationName ?? '' },
  ],
};

/** Page 1: Search Result for non-driller users. */
export function UserResults(props: { rows: readonly UserRecord[]; onOpen: (row: UserRecord) => void }) {
  return <PeopleResults kind={USER_RESULTS} {...props} />;
}
