import type { ReactNode } from 'react';
import { useHref, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider } from 'react-aria-components';
import type { CurrentUser } from '@driller/domain';
import { NavDropdown } from './nav-dropdown';
import type { DropdownLink } from './nav-disclosure';
import { UserMenu } from './user-menu';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** react-aria's menu items navigate through react-router instead of reloading the page. */
function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/**
 * The signed-in header's menus, a chunk of their own with react-aria (issue 8: a public page never
 * loads them). site-header.tsx and main-nav.tsx load it lazily.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  return (
    <AriaRouter>
      <UserMenu user={user} />
    </AriaRouter>
  );
}

export function AdminMenu({ links, active }: { links: readonly DropdownLink[]; active: boolean }) {
  return (
    <AriaRouter>
      <NavDropdown label="Admin" links={links} active={active} />
    </AriaRouter>
  );
}
