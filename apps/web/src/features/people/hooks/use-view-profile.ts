import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { VIEW_PROFILE_PAGE } from '@driller/domain';

/**
 * ?page=viewprofile (any letter case) opens the signed-in person's own record straight at the form
 * (spec 3). Returns whether the screen is in that mode, which hides the Back link to the search.
 */
export function useViewProfile<Row>(
  ownId: number | null,
  fetchOwn: (id: number) => Promise<Row[]>,
  open: (row: Row) => void,
): boolean {
  const [params] = useSearchParams();
  const viewProfile = params.get('page')?.toLowerCase() === VIEW_PROFILE_PAGE;
  useEffect(() => {
    if (!viewProfile || ownId === null) return;
    void fetchOwn(ownId).then(([own]) => (own ? open(own) : undefined));
  }, [viewProfile, ownId, fetchOwn, open]);
  return viewProfile;
}
