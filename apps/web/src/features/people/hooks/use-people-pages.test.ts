import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PEOPLE_PAGE, usePeoplePages } from './use-people-pages';

describe('Manage Driller / Manage User pages', () => {
  it('goes back from a record to the results it was opened from, and keeps them after a save', () => {
    const { result } = renderHook(() => usePeoplePages<string, { id: number; v: number }>());
    act(() =>
      result.current.showResults('coop', [
        { id: 1, v: 1 },
        { id: 2, v: 1 },
      ]),
    );
    act(() => result.current.openRecord({ id: 2, v: 1 }));
    expect(result.current.page).toBe(PEOPLE_PAGE.form);
    expect(result.current.formFrom).toBe(PEOPLE_PAGE.results);
    act(() => result.current.replaceRow({ id: 2, v: 2 }, (a, b) => a.id === b.id));
    expect(result.current.rows).toEqual([
      { id: 1, v: 1 },
      { id: 2, v: 2 },
    ]);
    expect(result.current.criteria).toBe('coop');
  });

  it('goes back to the search from a record made with Create New, even after its first save', () => {
    const { result } = renderHook(() => usePeoplePages<string, { id: number }>());
    act(() => result.current.openRecord(null));
    const key = result.current.formKey;
    act(() => result.current.replaceRow({ id: 9 }, (a, b) => a.id === b.id));
    expect(result.current.open).toEqual({ id: 9 });
    expect(result.current.formKey).toBe(key);
    expect(result.current.formFrom).toBe(PEOPLE_PAGE.search);
  });
});
