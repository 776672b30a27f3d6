import type { UserSearch } from '@driller/domain';
import { PeopleSearchForm, type PeopleSearchKind, type PeopleSearchProps } from './people-search-form';

type Box = 'drillerFirstName' | 'drillerLastName' | 'drillerWorkEmail';

/** The call sends searchDrillers, as the spec's user search does. */
const SEARCH_USER: PeopleSearchKind<UserSearch, Box> = {
  title: 'Search User',
  titleId: 'user-search-title',
  boxIdPrefix: 'user-search-',
  boxes: [
    { name: 'drillerFirstName', label: 'First name' },
    { name: 'drillerLastName', label: 'Last name' },
    { name: 'drillerWorkEmail', label: 'Work email' },
  ],
  searched: (search) => search.searchDrillers,
  criteriaOf: (texts, drillerStatus) => ({ searchDrillers: { ...texts, drillerStatus } }),
};

/** Page 0: Search User. */
export function UserSearchForm(props: PeopleSearchProps<UserSearch>) {
  return <PeopleSearchForm kind={SEARCH_USER} {...props} />;
}
