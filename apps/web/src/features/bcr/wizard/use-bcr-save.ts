import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BCR_MESSAGES, type BcrContext, type BcrSaveResponse, type BcrSectionSaveKey, type BcrView, type Issue } from '@driller/domain';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { isCheckedOutHere } from '../../../lib/offline/checked-out';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { saveBcrSection } from '../api/save-bcr-section';
import type { BcrFormValues } from './bcr-form-values';
import { commentsSaveValues, preSave, saveFailure, saveSuccessAlert } from './save-decisions';
import type { PostedSave } from './use-bcr-view';

export interface BcrSaveDeps {
  formAId: number;
  /** The form's values now (the wizard's form; the hook runs above its provider). */
  getValues: () => BcrFormValues;
  view: BcrView;
  context: BcrContext;
  /** The current page's own checks (registered with registerPageCheck); false cancels the save. */
  runPageChecks: () => Promise<boolean>;
  setIssues: (issues: readonly Issue[]) => void;
  /** Puts a save's answer in place: the view, and its report in the form (unsaved edits of other pages stay). */
  applyView: (view: BcrView, saved: PostedSave) => void;
  /** Fetches the BCR again ("Refreshing BCR data"); resetForm drops the user's edits. */
  reload: (options: { resetForm: boolean }) => Promise<void>;
}

function viewOf(answer: BcrSaveResponse['data']): BcrView {
  const { warnings: _warnings, ...view } = answer;
  return view;
}

/**
 * The one save pipeline of the wizard (spec 2 sections 5, 7, 8), the same for every page: a table of
 * routes, no per-page branches. The route's rules run first (errors block and show by their fields,
 * warnings are confirmed), then the page's own checks; the whole report goes to the route with the
 * version it was loaded at; the answer's report (the route stores only its part) goes into the form
 * without dropping the other pages' unsaved edits, and the BCR is fetched again.
 */
export function useBcrSave(deps: BcrSaveDeps) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const [saving, setSaving] = useState(false);

  async function checksPass(key: BcrSectionSaveKey, values: BcrFormValues): Promise<boolean> {
    const pre = preSave(key, values, deps.view.report, deps.context);
    if (pre.kind === 'nothingToSave') {
      await dialogs.alert(BCR_MESSAGES.nothingToSave);
      return false;
    }
    deps.setIssues(pre.issues);
    if (pre.kind === 'errors') return false;
    if (pre.kind === 'confirm' && !(await dialogs.confirm(pre.message))) return false;
    return deps.runPageChecks();
  }

  async function post(key: BcrSectionSaveKey, values: BcrFormValues): Promise<boolean> {
    try {
      const answer = await saveBcrSection(key, { ...values, formAId: deps.formAId, version: deps.view.version });
      deps.applyView(viewOf(answer.data), { key, posted: values });
      deps.setIssues(answer.data.warnings);
      const alert = saveSuccessAlert(answer);
      if (alert) await dialogs.alert(alert);
      void deps.reload({ resetForm: false });
      return true;
    } catch (e) {
      const failure = saveFailure(e);
      deps.setIssues(failure.issues);
      await dialogs.alert(failure.alert);
      if (failure.then === 'home') void navigate('/Home');
      if (failure.then === 'reload') await deps.reload({ resetForm: true });
      return false;
    }
  }

  async function mayPost(): Promise<boolean> {
    if (saving) return false;
    if (online || isCheckedOutHere(deps.formAId)) return true;
    await dialogs.alert(BCR_MESSAGES.offlineNotLocked);
    return false;
  }

  async function postOnce(key: BcrSectionSaveKey, values: BcrFormValues): Promise<boolean> {
    setSaving(true);
    try {
      return await post(key, values);
    } finally {
      setSaving(false);
    }
  }

  /** Saves the page's route; true when the server took it. */
  async function save(key: BcrSectionSaveKey): Promise<boolean> {
    if (!(await mayPost())) return false;
    // A copy: react-hook-form's values share their nested objects with the form, so an edit typed while
    // the save is under way would change what the merge takes as posted, and be dropped as saved.
    const values = structuredClone(deps.getValues());
    if (!(await checksPass(key, values))) return false;
    return postOnce(key, values);
  }

  /** Saves the review page's comments alone (`commentsSaveValues`); true when the server took them. */
  async function saveComments(): Promise<boolean> {
    if (!(await mayPost())) return false;
    const values = commentsSaveValues(deps.view, deps.getValues().summary.comments);
    if (!values) {
      await dialogs.alert(BCR_MESSAGES.nothingToSave);
      return false;
    }
    deps.setIssues([]);
    return postOnce('summary', values);
  }

  return { save, saveComments, saving };
}
