import type { WizardButton } from './wizard-nav';

const LABELS: Record<WizardButton, string> = {
  previous: 'Previous',
  cancel: 'Cancel',
  save: 'Save',
  saveAndNext: 'Save & Next',
  next: 'Next',
};

const PRIMARY: ReadonlySet<WizardButton> = new Set(['saveAndNext']);

interface BcrButtonsProps {
  buttons: readonly WizardButton[];
  onPress: (button: WizardButton) => void;
  /** A save is under way: no second one, and no moving away mid-save. */
  busy: boolean;
}

/** The bar under each page: Previous on the left; Cancel, Save, Save & Next and Next on the right. */
export function BcrButtons({ buttons, onPress, busy }: BcrButtonsProps) {
  const button = (b: WizardButton) => (
    <button
      key={b}
      type="button"
      className={`nsw-button ${PRIMARY.has(b) ? 'nsw-button--dark' : 'nsw-button--dark-outline'}`}
      disabled={busy}
      onClick={() => onPress(b)}
    >
      {LABELS[b]}
    </button>
  );
  return (
    <div className="app-page-actions">
      <div className="app-page-actions__start">{buttons.filter((b) => b === 'previous').map(button)}</div>
      <div className="app-page-actions__end">{buttons.filter((b) => b !== 'previous').map(button)}</div>
    </div>
  );
}
