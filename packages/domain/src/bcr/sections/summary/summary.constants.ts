/** Bore type options (spec 2 page 1). */
export const BORE_TYPES = [
  { id: 1, name: 'New' },
  { id: 2, name: 'Replacement' },
  { id: 3, name: 'Deepened' },
  { id: 4, name: 'Enlarged' },
] as const;

export const SITE_CHOSEN_BY = ['Hydrogeologist', 'Geologist', 'Driller', 'Client', 'Other'] as const;

/** Field labels used in the "not in future" messages. */
export const SUMMARY_DATE_LABELS = {
  completionDate: 'completion date',
  originalCompletionDate: 'original completion date',
  decommissionedDate: 'decommissioned date',
  receivedDate: 'received date',
} as const;
