/**
 * Enter moves to the next field instead of submitting (spec 1 "App shell"). Drillers key long
 * forms from paper notes; an accidental submit half way through is the failure this prevents.
 * Enter in an input marked data-enter="search" submits its form, so search boxes still search.
 */

const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]';
const BUTTON_LIKE_INPUTS = new Set(['submit', 'button', 'reset', 'image', 'file']);

function isField(target: EventTarget | null): target is HTMLInputElement | HTMLSelectElement {
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !BUTTON_LIKE_INPUTS.has(target.type);
}

function canTakeFocus(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  if ('disabled' in element && element.disabled === true) return false;
  return element.closest('[hidden], [inert], [aria-hidden="true"]') === null;
}

/** Radios of one group are one tab stop: only the checked one (or the first when none is) takes focus. */
function isRadioTabStop(radio: HTMLInputElement, all: readonly HTMLElement[]): boolean {
  const group = all.filter(
    (el): el is HTMLInputElement =>
      el instanceof HTMLInputElement && el.type === 'radio' && el.name === radio.name,
  );
  const checked = group.find((el) => el.checked);
  return (checked ?? group[0]) === radio;
}

function nextFocusable(current: HTMLElement, form: HTMLFormElement): HTMLElement | null {
  const all = Array.from(form.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(canTakeFocus);
  const currentRadioGroup =
    current instanceof HTMLInputElement && current.type === 'radio' ? current.name : null;
  const start = all.indexOf(current);
  for (const candidate of all.slice(start + 1)) {
    if (candidate instanceof HTMLInputElement && candidate.type === 'radio') {
      if (candidate.name === currentRadioGroup) continue;
      if (!isRadioTabStop(candidate, all)) continue;
    }
    return candidate;
  }
  return null;
}

export function handleEnterKey(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing) return;
  if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
  const target = event.target;
  if (!isField(target)) return;
  const form = target.form;
  if (!form) return;
  // An open combobox or autocomplete uses Enter to pick its option.
  if (target.getAttribute('aria-expanded') === 'true') return;

  event.preventDefault();
  if (target.dataset.enter === 'search') {
    form.requestSubmit();
    return;
  }
  nextFocusable(target, form)?.focus();
}

/** Installs the handler on a document; returns the function that removes it. */
export function installEnterToNextField(doc: Document): () => void {
  doc.addEventListener('keydown', handleEnterKey);
  return () => doc.removeEventListener('keydown', handleEnterKey);
}
