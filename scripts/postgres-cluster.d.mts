// Types of postgres-cluster.mjs for the TypeScript benches that start a throwaway cluster.
export function hasPostgres(): boolean;
export function startCluster(): Promise<{ url: string; stop(): void }>;
