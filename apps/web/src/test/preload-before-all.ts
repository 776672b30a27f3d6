import { beforeAll } from 'vitest';

/** How long a file may take to load its lazy chunks: a hang guard, as every test timeout here. */
const PRELOAD_TIMEOUT_MS = 120_000;

/**
 * Loads lazily imported code before a file's first test. Each web test file has its own module graph,
 * so its first render of a lazy screen, page or menu transforms and compiles that chunk: seconds on a
 * quiet machine, and in CI, with npm test's tiers sharing two cores, past a test's wait for what the
 * chunk draws (the Summary's first field took over 5 s; the signed-in menus over 30 s).
 */
export function preloadBeforeAll(...preloads: readonly (() => Promise<unknown>)[]): void {
  beforeAll(() => Promise.all(preloads.map((preload) => preload())), PRELOAD_TIMEOUT_MS);
}
