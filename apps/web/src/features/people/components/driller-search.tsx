import type { DrillerSearch } from '@driller/domain';
import { PeopleSearchForm, type PeopleSearchKind, type PeopleSearchProps } from './people-search-form';

type Box =
  'drillerFirstName' | 'drillerLastName' | 'drillerLicenseNumber' | 'drillerWorkEmail' | 'drillerAddress';

const SEARCH_DRILLER: PeopleSearchKind<DrillerSearch, Box> = {
  title: 'Search Driller',
  titleId: 'driller-search-title',
  boxIdPrefix: 'search-',
  boxes: [
    { name: 'drillerFirstName', label: 'First name' },
    { name: 'drillerLastName', label: 'Last name' },
    { name: 'drillerLicenseNumber', label: 'Licence number' },
    { name: 'drillerWorkEmail', label: 'Work email' },
    { name: 'drillerAddress', label: 'Address' },
  ],
  searched: (criteria) => criteria,
  criteriaOf: (texts, drillerStatus) => ({ ...texts, drillerStatus }),
};

/** Page 0: Search Driller. */
export function DrillerSearchForm(props: PeopleSearchProps<DrillerSearch>) {
  return <PeopleSearchForm kind={SEARCH_DRILLER} {...props} />;
}
