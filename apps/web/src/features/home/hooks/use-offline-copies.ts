import { useQuery } from '@tanstack/react-query';
import { listCopies, type OfflineCopy } from '../../../lib/offline/offline-copies';

export const OFFLINE_COPIES_KEY = ['offline-copies'] as const;

/** The signed-in user's copies on this device, by work id (IndexedDB: never paused offline). */
export function useOfflineCopies() {
  return useQuery({
    queryKey: OFFLINE_COPIES_KEY,
    queryFn: async (): Promise<ReadonlyMap<number, OfflineCopy>> => new Map((await listCopies()).map((c) => [c.formAId, c])),
    networkMode: 'always',
    staleTime: Infinity,
  });
}
