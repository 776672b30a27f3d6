import { useForm } from 'react-hook-form';
import type { PeopleMasterData, UserSearch } from '@driller/domain';

interface SearchDraft {
  drillerFirstName: string;
  drillerLastName: string;
  drillerWorkEmail: string;
  drillerStatus: string;
}

const blank: SearchDraft = {
  drillerFirstName: '',
  drillerLastName: '',
  drillerWorkEmail: '',
  drillerStatus: '',
};
const FIELDS: readonly { name: Exclude<keyof SearchDraft, 'drillerStatus'>; label: string }[] = [
  { name: 'drillerFirstName', label: 'First name' },
  { name: 'drillerLastName', label: 'Last name' },
  { name: 'drillerWorkEmail', label: 'Work email' },
];

/** Page 0: Search User (the call sends searchDrillers, as the spec's user search does). */
export function UserSearchForm({
  master,
  initial,
  searching,
  onSearch,
  onCreateNew,
}: {
  master: PeopleMasterData;
  initial: UserSearch | null;
  searching: boolean;
  onSearch: (search: UserSearch) => void;
  onCreateNew: (() => void) | null;
}) {
  const previous = initial?.searchDrillers;
  const { register, handleSubmit, reset } = useForm<SearchDraft>({
    defaultValues: {
      drillerFirstName: previous?.drillerFirstName ?? '',
      drillerLastName: previous?.drillerLastName ?? '',
      drillerWorkEmail: previous?.drillerWorkEmail ?? '',
      drillerStatus: previous?.drillerStatus ? String(previous.drillerStatus) : '',
    },
  });
  const submit = handleSubmit((draft) =>
    onSearch({
      searchDrillers: {
        drillerFirstName: draft.drillerFirstName.trim() || undefined,
        drillerLastName: draft.drillerLastName.trim() || undefined,
        drillerWorkEmail: draft.drillerWorkEmail.trim() || undefined,
        drillerStatus: draft.drillerStatus ? Number(draft.drillerStatus) : null,
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-labelledby="user-search-title" role="search">
      <h2 id="user-search-title">Search User</h2>
      <div className="app-people__grid">
        {FIELDS.map((field) => (
          <div className="nsw-form__group" key={field.name}>
            <label className="nsw-form__label" htmlFor={`user-search-${field.name}`}>
              {field.label}
            </label>
            <input
              id={`user-search-${field.name}`}
              className="nsw-form__input"
              data-enter="search"
              {...register(field.name)}
            />
          </div>
        ))}
        <div className="nsw-form__group">
          <label className="nsw-form__label" htmlFor="user-search-drillerStatus">
            Status
          </label>
          <select id="user-search-drillerStatus" className="nsw-form__select" {...register('drillerStatus')}>
            <option value="">All</option>
            {master.drillerStatus.map((status) => (
              <option key={status.id} value={String(status.id)}>
                {status.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="app-people__actions">
        <button type="submit" className="nsw-button nsw-button--dark" disabled={searching}>
          Search
        </button>
        <button type="button" className="nsw-button nsw-button--dark-outline" onClick={() => reset(blank)}>
          Clear
        </button>
        {onCreateNew ? (
          <button type="button" className="nsw-button nsw-button--dark-outline" onClick={onCreateNew}>
            Create New
          </button>
        ) : null}
      </div>
    </form>
  );
}
