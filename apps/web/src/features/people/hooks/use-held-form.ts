import { useState } from 'react';

/**
 * The person form as left for Create Company (page 3), to come back to; opening a record (or Create New)
 * starts from that record's own values instead.
 */
export function useHeldForm<Held, Row>(openRecord: (row: Row | null) => void) {
  const [held, setHeld] = useState<Held | null>(null);
  const open = (row: Row | null) => {
    setHeld(null);
    openRecord(row);
  };
  return { held, setHeld, openRecord: open };
}
