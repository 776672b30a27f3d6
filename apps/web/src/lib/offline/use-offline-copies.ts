import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { listCopies, type OfflineCopy } from './offline-copies';

export const OFFLINE_COPIES_KEY = ['offline-copies'] as const;

/** The signed-in user's copies on this device, by work id (IndexedDB: never paused offline). */
export function useOfflineCopies() {
  // Keyed by the user: the copies of whoever is signed in.
  const subject = useAuth().user?.subject ?? null;
  return useQuery({
    queryKey: [...OFFLINE_COPIES_KEY, subject],
    queryFn: async (): Promise<ReadonlyMap<number, OfflineCopy>> => new Map((await listCopies()).map((c) => [c.formAId, c])),
    networkMode: 'always',
    staleTime: Infinity,
  });
}
