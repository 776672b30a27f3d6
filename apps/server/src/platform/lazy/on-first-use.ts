/**
 * `make` run on the first call and its promise kept for every later one; a failed make is forgotten, so
 * the next call tries again. For what an idle server should not load (the identity provider, the mailer).
 */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => {
    if (!made) {
      made = make();
      made.catch(() => (made = null));
    }
    return made;
  };
}
