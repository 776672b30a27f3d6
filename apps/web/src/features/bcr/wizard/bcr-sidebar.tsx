import { pageTitle, type BcrPageId } from '@driller/domain';
import { Icon } from '../../../components/ui/icon';

const SIDEBAR_ID = 'bcr-sidebar-pages';

interface BcrSidebarProps {
  pages: readonly BcrPageId[];
  current: BcrPageId;
  withErrors: ReadonlySet<BcrPageId>;
  open: boolean;
  onToggle: () => void;
  onSelect: (page: BcrPageId) => void;
}

/** The wizard's page list (visible pages only), a page red when it has errors, opened and closed by its toggle. */
export function BcrSidebar({ pages, current, withErrors, open, onToggle, onSelect }: BcrSidebarProps) {
  return (
    <nav className={`app-bcr-sidebar${open ? ' is-open' : ''}`} aria-label="Report sections">
      <button type="button" className="app-bcr-sidebar__toggle" aria-expanded={open} aria-controls={SIDEBAR_ID} onClick={onToggle}>
        <Icon name={open ? 'close' : 'menu'} size={20} />
        <span>{open ? 'Hide sections' : 'Show sections'}</span>
      </button>
      <ol id={SIDEBAR_ID} className="app-bcr-sidebar__list" hidden={!open}>
        {pages.map((page, index) => {
          const hasErrors = withErrors.has(page);
          const classes = ['app-bcr-sidebar__link', page === current ? 'is-current' : '', hasErrors ? 'has-errors' : ''].filter(Boolean);
          return (
            <li key={page}>
              <button
                type="button"
                className={classes.join(' ')}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => onSelect(page)}
              >
                <span className="app-bcr-sidebar__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>{pageTitle(page)}</span>
                {hasErrors ? (
                  <>
                    <Icon name="error" size={18} className="app-bcr-sidebar__error-icon" />
                    <span className="sr-only"> (has errors)</span>
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
