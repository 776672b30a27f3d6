import { Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { CurrentUser } from '@driller/domain';
import { HELPFUL_LINKS, isCurrentMenuPath, navModelFor } from '../../lib/navigation';
import { LazyAdminMenu, useSignedInMenus } from './lazy-menus';
import { AdminMenuOutline } from './menu-outlines';
import { NavDisclosure, type DropdownLink } from './nav-disclosure';

const navLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'is-current' : undefined);

/** Desktop main menu bar (992 px and up); the mobile drawer repeats it below that width. */
export function MainNav({ user }: { user: CurrentUser | null }) {
  const location = useLocation();
  const model = user ? navModelFor(user) : null;
  const menusReady = useSignedInMenus(user !== null);
  const adminLinks: DropdownLink[] = (model?.admin ?? []).map((item) => ({
    id: item.path,
    label: item.label,
    href: item.path,
  }));
  const adminActive = adminLinks.some((link) => isCurrentMenuPath(link.href, location));

  return (
    <nav className="nsw-main-nav app-main-nav" aria-label="Main menu">
      <ul className="nsw-main-nav__list">
        {model ? (
          model.main.map((item) => {
            const current = isCurrentMenuPath(item.path, location);
            return (
              <li key={item.path}>
                <Link
                  to={item.path}
                  className={current ? 'is-current' : undefined}
                  aria-current={current ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            );
          })
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
