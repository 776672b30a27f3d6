import { useForm } from 'react-hook-form';
import type { DrillerSearch, PeopleMasterData } from '@driller/domain';

interface SearchDraft {
  drillerFirstName: string;
  drillerLastName: string;
  drillerLicenseNumber: string;
  drillerWorkEmail: string;
  drillerStatus: string;
  drillerAddress: string;
}

const blank: SearchDraft = {
  drillerFirstName: '',
  drillerLastName: '',
  drillerLicenseNumber: '',
  drillerWorkEmail: '',
  drillerStatus: '',
  drillerAddress: '',
};

const FIELDS: readonly { name: Exclude<keyof SearchDraft, 'drillerStatus'>; label: string }[] = [
  { name: 'drillerFirstName', label: 'First name' },
  { name: 'drillerLastName', label: 'Last name' },
  { name: 'drillerLicenseNumber', label: 'Licence number' },
  { name: 'drillerWorkEmail', label: 'Work email' },
  { name: 'drillerAddress', label: 'Address' },
];

/** Page 0: Search Driller. Enter in any box searches; Create New only for the role that creates drillers. */
export function DrillerSearchForm({
  master,
  initial,
  searching,
  onSearch,
  onCreateNew,
}: {
  master: PeopleMasterData;
  initial: DrillerSearch | null;
  searching: boolean;
  onSearch: (criteria: DrillerSearch) => void;
  onCreateNew: (() => void) | null;
}) {
  const { register, handleSubmit, reset } = useForm<SearchDraft>({
    defaultValues: {
      ...blank,
      ...initial,
      drillerStatus: initial?.drillerStatus ? String(initial.drillerStatus) : '',
    } as SearchDraft,
  });
  const submit = handleSubmit((draft) =>
    onSearch({
      drillerFirstName: draft.drillerFirstName.trim() || undefined,
      drillerLastName: draft.drillerLastName.trim() || undefined,
      drillerLicenseNumber: draft.drillerLicenseNumber.trim() || undefined,
      drillerWorkEmail: draft.drillerWorkEmail.trim() || undefined,
      drillerAddress: draft.drillerAddress.trim() || undefined,
      drillerStatus: draft.drillerStatus ? Number(draft.drillerStatus) : null,
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-labelledby="driller-search-title" role="search">
      <h2 id="driller-search-title">Search Driller</h2>
      <div className="app-people__grid">
        {FIELDS.map((field) => (
          <div className="nsw-form__group" key={field.name}>
            <label className="nsw-form__label" htmlFor={`search-${field.name}`}>
              {field.label}
            </label>
            <input
              id={`search-${field.name}`}
              className="nsw-form__input"
              data-enter="search"
              {...register(field.name)}
            />
          </div>
        ))}
        <div className="nsw-form__group">
          <label className="nsw-form__label" htmlFor="search-drillerStatus">
            Status
          </label>
          <select id="search-drillerStatus" className="nsw-form__select" {...register('drillerStatus')}>
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
