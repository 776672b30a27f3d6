import { createContext, useContext } from 'react';
import type { CurrentUser, DrillerOption, Issue, MasterData, WorkDetailPayload, WorkPage } from '@driller/domain';
import type { WorkSaveOptions } from './use-work-save';

export interface WorkAccess {
  /** Everything disabled: submitted, Read Only All, a locked hole, a lock held by another, offline. */
  readOnly: boolean;
  /** Locked for offline editing: browse only. */
  browseLocked: boolean;
  /** Save and Next may save. */
  canSave: boolean;
  /** The driller and work-type selectors are disabled. */
  disableWorkFields: boolean;
  offline: boolean;
}

/** What every stepper page shares: who is signed in, the master data, the loaded work and the save. */
export interface WorkContextValue {
  user: CurrentUser;
  master: MasterData;
  /** The work as loaded; null for a new work not yet saved. */
  loaded: WorkDetailPayload | null;
  formAId: number;
  page: WorkPage;
  goToPage: (page: WorkPage) => void;
  access: WorkAccess;
  /** The signed-in user's own driller record, when they are a driller. */
  myDriller: DrillerOption | null;
  issues: readonly Issue[];
  setIssues: (issues: readonly Issue[]) => void;
  save: (options: WorkSaveOptions) => Promise<boolean>;
  saving: boolean;
}

export const WorkContext = createContext<WorkContextValue | null>(null);

export function useWorkContext(): WorkContextValue {
  const value = useContext(WorkContext);
  if (!value) throw new Error('useWorkContext must be used inside the work form');
  return value;
}
