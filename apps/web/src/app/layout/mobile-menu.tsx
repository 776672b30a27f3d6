import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '@driller/domain';
import { Icon } from '../../components/ui/icon';
import { HELPFUL_LINKS, navModelFor } from '../../lib/navigation';
import { UserSummary } from './user-summary';

interface DrawerLink {
  key: string;
  label: string;
  href: string;
  external?: boolean;
}

function LinkList({ links, onNavigate }: { links: readonly DrawerLink[]; onNavigate: () => void }) {
  return (
    <ul className="app-drawer__list">
      {links.map((link) => (
        <li key={link.key}>
          {link.external ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <Icon name="external" size={16} />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link to={link.href} onClick={onNavigate}>
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Below 992 px the menus move into a drawer behind the "Open menu" button. A native modal <dialog>
 * keeps focus inside, makes the page behind inert, closes on Escape and returns focus to the button,
 * with no menu library on the public pages (issue 8); a click on the backdrop closes it too.
 */
export function MobileMenu({ user, onSignIn }: { user: CurrentUser | null; onSignIn?: () => void }) {
  const drawer = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const model = user ? navModelFor(user) : null;
  const main: DrawerLink[] = model
    ? model.main.map((item) => ({ key: item.path, label: item.label, href: item.path }))
    : [{ key: '/', label: 'Home', href: '/' }];
  const admin: DrawerLink[] = (model?.admin ?? []).map((item) => ({
    key: item.path,
    label: item.label,
    href: item.path,
  }));
  const helpful: DrawerLink[] = HELPFUL_LINKS.map((link) => ({ ...link, key: link.id }));
  const close = () => drawer.current?.close();

  return (
    <>
      <button
        type="button"
        className="app-menu-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          drawer.current?.showModal();
          setOpen(true);
        }}
      >
        <Icon name="menu" />
        <span aria-hidden="true">Menu</span>
      </button>
      <dialog
        ref={drawer}
        className="app-drawer"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        // The drawer's content fills it, so a click on the dialog itself is a click on the backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="app-drawer__dialog">
          <div className="app-drawer__header">
            <h2 id={titleId} className="app-drawer__title">
              Menu
            </h2>
            <button type="button" className="app-drawer__close" aria-label="Close menu" onClick={close}>
              <Icon name="close" />
            </button>
          </div>
          {user ? (
            <div className="app-drawer__user">
              <UserSummary user={user} />
            </div>
          ) : null}
          {onSignIn ? (
            <div className="app-drawer__user">
              <button
                type="button"
                className="nsw-button nsw-button--dark nsw-button--full-width"
                onClick={() => {
                  close();
                  onSignIn();
                }}
              >
                Sign in
              </button>
            </div>
          ) : null}
          <nav aria-label="Main menu">
            <LinkList links={main} onNavigate={close} />
            {admin.length > 0 ? (
              <>
                <h2 className="app-drawer__section">Admin</h2>
                <LinkList links={admin} onNavigate={close} />
              </>
            ) : null}
            <h2 className="app-drawer__section">Helpful links</h2>
            <LinkList links={helpful} onNavigate={close} />
          </nav>
        </div>
      </dialog>
    </>
  );
}
