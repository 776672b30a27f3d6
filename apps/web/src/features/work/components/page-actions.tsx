import type { ReactNode } from 'react';

export interface PageAction {
  label: string;
  onPress: () => void;
  /** Primary actions are solid; the rest outlined. */
  primary?: boolean;
  disabled?: boolean;
  hidden?: boolean;
}

/** The button bar under a stepper page: Previous on the left, the page's saves on the right. */
export function PageActions({ previous, actions, children }: { previous?: PageAction; actions: PageAction[]; children?: ReactNode }) {
  const button = (a: PageAction) => (
    <button
      key={a.label}
      type="button"
      className={`nsw-button ${a.primary ? 'nsw-button--dark' : 'nsw-button--dark-outline'}`}
      disabled={a.disabled}
      onClick={a.onPress}
    >
      {a.label}
    </button>
  );
  return (
    <div className="app-page-actions">
      <div className="app-page-actions__start">{previous && !previous.hidden ? button(previous) : null}</div>
      {children}
      <div className="app-page-actions__end">{actions.filter((a) => !a.hidden).map(button)}</div>
    </div>
  );
}
