/** OWASP's minimum scrypt cost, N=2^17 (log2): production never runs below it (config.ts refuses less). */
export const MIN_PRODUCTION_HASH_COST = 17;
