import { createContext, useContext } from 'react';
import type { BcrContext, BcrPageId, BcrSectionSaveKey, BcrView, BcrWorkDetails, Issue } from '@driller/domain';

/**
 * A page's own question before its save (e.g. a confirm the domain asks for): resolve false to cancel
 * the save. Runs after the page's domain checks passed, before the POST.
 */
export type BcrPageCheck = () => boolean | Promise<boolean>;

/** What the wizard shell gives every page (read with `useBcrWizard()`; the values are in the form). */
export interface BcrWizard {
  /** The BCR as last loaded or saved (version, review banners, submit action, visible pages...). */
  view: BcrView;
  /** The work the BCR reports on, as the header shows it. */
  work: BcrWorkDetails;
  /** The domain's rule context: role, work type, today, casing type validations. */
  context: BcrContext;
  /** Nothing may be edited or saved: disable every field and row action. */
  readOnly: boolean;
  /** The BCR is being re-fetched after a save: row edit and delete are disabled meanwhile. */
  refreshing: boolean;
  /** The page showing. */
  page: BcrPageId;
  /**
   * The current page's issues (errors and warnings) from its last save attempt or the server's
   * answer; paths are `<section>.<index>.<field>` (domain `fieldPath`), to show next to the field.
   */
  issues: readonly Issue[];
  /** Registers a check to run before this page's save; returns the unregister (use in an effect). */
  registerPageCheck: (check: BcrPageCheck) => () => void;
  /**
   * Saves a route through the wizard's one pipeline (its rules, confirms, POST, answer, refresh), as the
   * page's Save button does; true when the server took it. A row modal's Save can call it.
   */
  save: (key: BcrSectionSaveKey) => Promise<boolean>;
  /** Saves the review page's comments alone, whatever the other pages hold (their rules do not run). */
  saveComments: () => Promise<boolean>;
  /** A save or submit is under way: disable the buttons that would start another. */
  saving: boolean;
  /** Puts a new view in place (the submit's answer): the form is reset to its report. */
  applyView: (view: BcrView) => void;
  /** Opens another visible page (the review page's links). */
  goToPage: (page: BcrPageId) => void;
}

export const BcrWizardContext = createContext<BcrWizard | null>(null);

export function useBcrWizard(): BcrWizard {
  const value = useContext(BcrWizardContext);
  if (!value) throw new Error('useBcrWizard must be used inside the BCR wizard');
  return value;
}

/** The issues at one field path (or under it, for a row: `lithology.2`). */
export function issuesAt(issues: readonly Issue[], path: string): Issue[] {
  return issues.filter((i) => i.path === path || i.path.startsWith(`${path}.`));
}
