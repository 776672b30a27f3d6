import type { UseFormReturn } from 'react-hook-form';
import type { BcrSectionSaveKey } from '@driller/domain';
import { formValuesFromView, type BcrFormValues } from './bcr-form-values';
import { pageSaveKey } from './page-registry';
import { routeFields } from './save-decisions';
import { navigationBlockers, type useWizardPages } from './use-wizard-pages';
import type { BcrWizard } from './wizard-context';
import type { WizardButton } from './wizard-nav';

interface ButtonDeps {
  wizard: BcrWizard;
  form: UseFormReturn<BcrFormValues>;
  pages: ReturnType<typeof useWizardPages>;
  reload: (options: { resetForm: boolean }) => Promise<void>;
}

/** Cancel: the page's route fields back as last loaded or saved; the other pages' edits stay. */
function cancelPage(key: BcrSectionSaveKey, deps: ButtonDeps): void {
  const saved = formValuesFromView(deps.wizard.view);
  const values: BcrFormValues = { ...deps.form.getValues() };
  for (const field of routeFields(key)) Object.assign(values, { [field]: saved[field] });
  deps.form.reset(values, { keepDefaultValues: true });
  deps.pages.setIssues([]);
}

/**
 * What each wizard button does (spec 2 section 2): Previous and Next move among the visible pages
 * without saving (unless the page has an error that blocks moving); Save saves and stays; Save & Next
 * moves on only when the save went through; Cancel puts the page back.
 */
export function buttonActions(deps: ButtonDeps): (button: WizardButton) => void {
  const { wizard, form, pages } = deps;
  const key = pageSaveKey(wizard.page);

  const move = (direction: 1 | -1) => {
    const target = pages.neighbour(direction);
    if (!target) return;
    const blockers = navigationBlockers(wizard.page, form.getValues(), wizard.context);
    if (blockers.length > 0) return pages.setIssues(blockers);
    if (direction === 1 && pages.refetchOnNext) void deps.reload({ resetForm: false });
    pages.goToPage(target);
  };

  const saveThenMove = async () => {
    if (key && (await wizard.save(key))) move(1);
  };

  return (button) => {
    if (button === 'previous') move(-1);
    else if (button === 'next') move(1);
    else if (button === 'save' && key) void wizard.save(key);
    else if (button === 'saveAndNext') void saveThenMove();
    else if (button === 'cancel' && key) cancelPage(key, deps);
  };
}
