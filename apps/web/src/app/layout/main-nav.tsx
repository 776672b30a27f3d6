import { Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { CurrentUser } from '@driller/domain';
import { HELPFUL_LINKS, navModelFor } from '../../lib/navigation';
import { LazyAdminMenu, useSignedInMenus } from './lazy-menus';
import { AdminMenuOutline } from './menu-outlines';
import { NavDisclosure, type DropdownLink } from './nav-disclosure';

const navLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'is-current' : undefined);

/** Desktop main menu bar (992 px and up); the mobile drawer repeats it below that width. */
export function MainNav({ user }: { user: CurrentUser | null }) {
  const { pathname } = useLocation();
  const model = user ? navModelFor(user) : null;
  const menusReady = useSignedInMenus(user !== null);
  const adminLinks: DropdownLink[] = (model?.admin ?? []).map((item) => ({
    id: item.path,
    label: item.label,
    href: item.path,
  }));
  const adminActive = adminLinks.some((link) => link.href === pathname);

  return (
    <nav className="nsw-main-nav app-main-nav" aria-label="Main menu">
      <ul className="nsw-main-nav__list">
        {model ? (
          model.main.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} className={navLinkClass} caseSensitive end>
                {item.label}
              </NavLink>
            </li>
          ))
        ) : (
          <li>
            <NavLink to="/" className={navLinkClass} end>
              Home
            </NavLink>
          </li>
        )}
        {adminLinks.length > 0 ? (
          <li>
            {menusReady ? (
              <Suspense fallback={<AdminMenuOutline active={adminActive} />}>
                <LazyAdminMenu links={adminLinks} active={adminActive} />
              </Suspense>
            ) : (
              <AdminMenuOutline active={adminActive} />
            )}
          </li>
        ) : null}
        <li>
          <NavDisclosure label="Helpful links" links={HELPFUL_LINKS} />
        </li>
      </ul>
    </nav>
  );
}
