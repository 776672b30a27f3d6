import { useForm } from 'react-hook-form';
import type { PeopleMasterData } from '@driller/domain';
import { SearchBox, SearchSelect } from '../../../components/ui/search-fields';

/**
 * What differs between Search Driller and Search User: the heading, the ids, the text boxes (Status
 * follows them), and how the boxes become the search the screen sends and back.
 */
export interface PeopleSearchKind<Criteria, Box extends string> {
  title: string;
  titleId: string;
  /** Put before a box's name (and "drillerStatus") to make its element id. */
  boxIdPrefix: string;
  boxes: readonly { name: Box; label: string }[];
  /** The boxes and status of a search made before (the page shows them again). */
  searched: (criteria: Criteria) => Partial<Record<Box | 'drillerStatus', string | number | null>>;
  /** Each filled box trimmed (empty ones undefined), and the status chosen. */
  criteriaOf: (texts: Record<Box, string | undefined>, drillerStatus: number | null) => Criteria;
}

export interface PeopleSearchProps<Criteria> {
  master: PeopleMasterData;
  initial: Criteria | null;
  searching: boolean;
  onSearch: (criteria: Criteria) => void;
  onCreateNew: (() => void) | null;
}

const STATUS = 'drillerStatus';
type Draft = Record<string, string>;

/** The inputs as a search left them (or empty): text as typed, the status as its select value. */
function draftOf(names: readonly string[], shown: Partial<Record<string, string | number | null>>): Draft {
  return Object.fromEntries([...names, STATUS].map((name) => [name, shown[name] ? String(shown[name]) : '']));
}

/** Page 0 of Manage Driller / Manage User. Enter in any box searches; Create New only for the role that creates. */
export function PeopleSearchForm<Criteria, Box extends string>({
  kind,
  master,
  initial,
  searching,
  onSearch,
  onCreateNew,
}: PeopleSearchProps<Criteria> & { kind: PeopleSearchKind<Criteria, Box> }) {
  const names = kind.boxes.map((box) => box.name);
  const { register, handleSubmit, reset } = useForm<Draft>({
    defaultValues: draftOf(names, initial ? kind.searched(initial) : {}),
  });
  const submit = handleSubmit((draft) => {
    const texts = Object.fromEntries(names.map((name) => [name, draft[name]?.trim() || undefined]));
    onSearch(
      kind.criteriaOf(texts as Record<Box, string | undefined>, draft[STATUS] ? Number(draft[STATUS]) : null),
    );
  });
  return (
    <form noValidate onSubmit={submit} aria-labelledby={kind.titleId} role="search">
      <h2 id={kind.titleId}>{kind.title}</h2>
      <div className="app-people__grid">
        {kind.boxes.map((box) => (
          <SearchBox
            key={box.name}
            id={`${kind.boxIdPrefix}${box.name}`}
            label={box.label}
            {...register(box.name)}
          />
        ))}
        <SearchSelect
          id={`${kind.boxIdPrefix}${STATUS}`}
          label="Status"
          options={[
            { value: '', label: 'All' },
            ...master.drillerStatus.map((status) => ({ value: String(status.id), label: status.name })),
          ]}
          {...register(STATUS)}
        />
      </div>
      <div className="app-people__actions">
        <button type="submit" className="nsw-button nsw-button--dark" disabled={searching}>
          Search
        </button>
        <button
          type="button"
          className="nsw-button nsw-button--dark-outline"
          onClick={() => reset(draftOf(names, {}))}
        >
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
