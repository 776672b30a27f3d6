/** Bore development methods: seed values of the master data (the spec names the field only). */
export const BORE_DEVELOPMENT_METHODS = [
  { id: 1, name: 'Airlifting' },
  { id: 2, name: 'Surging' },
  { id: 3, name: 'Jetting' },
  { id: 4, name: 'Bailing' },
  { id: 5, name: 'Overpumping' },
  { id: 6, name: 'Backwashing' },
  { id: 7, name: 'Other' },
] as const;
