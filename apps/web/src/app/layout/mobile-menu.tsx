import { Link } from 'react-router';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
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

/** Below 992 px the menus move into a drawer behind the "Open menu" button (focus is trapped inside). */
export function MobileMenu({ user, onSignIn }: { user: CurrentUser | null; onSignIn?: () => void }) {
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

  return (
    <DialogTrigger>
      <Button className="app-menu-button" aria-label="Open menu">
        <Icon name="menu" />
        <span aria-hidden="true">Menu</span>
      </Button>
      <ModalOverlay className="app-drawer-overlay" isDismissable>
        <Modal className="app-drawer">
          <Dialog className="app-drawer__dialog" aria-label="Menu">
            {({ close }) => (
              <>
                <div className="app-drawer__header">
                  <Heading slot="title" className="app-drawer__title">
                    Menu
                  </Heading>
                  <Button className="app-drawer__close" aria-label="Close menu" onPress={close}>
                    <Icon name="close" />
                  </Button>
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
                      onClick={onSignIn}
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
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
