import { z } from 'zod';

/**
 * POST bcr/getofflineinfo (spec 3 section 7): the server's offline lock of a work as one device sees it,
 * read before any lock change or check-in (serverLockMismatch, syncDecision).
 */
export const offlineInfoRequestSchema = z.object({
  formAId: z.number().int().min(1),
  /** The asking browser/device: the same id it locks with (work/lockbcrwork). */
  deviceId: z.string().trim().min(1).max(100),
});
export type OfflineInfoRequest = z.input<typeof offlineInfoRequestSchema>;

export const offlineInfoResponseSchema = z.object({
  success: z.literal(true),
  formAOffline: z.object({
    /** 1: locked for offline editing; 0: not locked. */
    lockedStatus: z.union([z.literal(0), z.literal(1)]),
    /** The lock is held and was taken on the asking device. */
    deviceIdMatched: z.boolean(),
  }),
});
export type OfflineInfoResponse = z.infer<typeof offlineInfoResponseSchema>;
