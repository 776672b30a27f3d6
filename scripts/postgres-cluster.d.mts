/** Types of postgres-cluster.mjs for the TypeScript callers (the data benchmarks). */
export function hasPostgres(): boolean;
export function startCluster(): Promise<{ url: string; stop(): void }>;
