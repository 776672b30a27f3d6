import { CURRENT_WORK_PAGE_KEY, parseStoredWorkPage, type WorkPage } from '@driller/domain';

/**
 * The stepper's page in browser storage under the spec's name. Decision (docs/decisions.md):
 * sessionStorage, so a reload keeps the page but a second tab on another work does not fight over it.
 */
export function readStoredWorkPage(): string | null {
  return sessionStorage.getItem(CURRENT_WORK_PAGE_KEY);
}

export function storedWorkPage(): WorkPage {
  return parseStoredWorkPage(readStoredWorkPage());
}

export function storeWorkPage(page: WorkPage): void {
  sessionStorage.setItem(CURRENT_WORK_PAGE_KEY, String(page));
}

export function clearStoredWorkPage(): void {
  sessionStorage.removeItem(CURRENT_WORK_PAGE_KEY);
}
