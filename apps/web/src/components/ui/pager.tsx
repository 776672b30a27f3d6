import './pager.css';

export interface PagerProps {
  /** The navigation's accessible name, e.g. "Pages of Past Works". */
  label: string;
  /** Where the list stands, read out when it changes ("Page 2", "Page 2 of 5 (101-200 of 480)"). */
  status: string;
  canPrevious: boolean;
  canNext: boolean;
  /** A page is loading: the buttons do nothing meanwhile, yet keep their focus. */
  busy?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  statusTestId?: string;
  small?: boolean;
}

/**
 * Previous, where the list stands, and Next under a paged grid. A button is disabled only when there is
 * no page that way; while a page loads it is marked aria-disabled instead, so a keyboard user who pressed
 * Next keeps their place (a disabled button drops its focus to the page).
 */
export function Pager({ label, status, canPrevious, canNext, busy = false, onPrevious, onNext, statusTestId, small = false }: PagerProps) {
  const className = `nsw-button nsw-button--dark-outline${small ? ' nsw-button--small' : ''}`;
  const button = (text: string, can: boolean, go: () => void) => (
    <button type="button" className={className} disabled={!can} aria-disabled={busy || undefined} onClick={() => !busy && go()}>
      {text}
    </button>
  );
  return (
    <nav className="app-pager" aria-label={label}>
      {button('Previous', canPrevious, onPrevious)}
      <span className="app-pager__summary" aria-live="polite" data-testid={statusTestId}>
        {status}
      </span>
      {button('Next', canNext, onNext)}
    </nav>
  );
}
