/**
 * Whose copies made available offline the page may read: the signed-in user's subject, set by the auth
 * provider. Copies of another user who signed in on this browser stay unseen (and are kept: they are
 * that user's). Its own module, so the sign-in code does not load IndexedDB's library with it.
 */
let owner: string | null = null;

export function setOfflineOwner(subject: string | null): void {
  owner = subject;
}

export const offlineOwner = (): string | null => owner;
