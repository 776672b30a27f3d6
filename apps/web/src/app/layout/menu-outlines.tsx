import { Icon } from '../../components/ui/icon';

/**
 * What the signed-in menus look like while their chunk loads (lazy-menus.ts): the same shapes, so
 * nothing moves when they arrive, hidden from assistive technology since they cannot be used yet.
 */
export function AccountMenuOutline() {
  return (
    <span className="app-user-button app-menu-outline" aria-hidden="true">
      <span className="app-user-button__avatar">
        <Icon name="person" />
      </span>
      <Icon name="expandMore" className="app-user-button__chevron" />
    </span>
  );
}

export function AdminMenuOutline({ active }: { active: boolean }) {
  return (
    <span className={`app-main-nav__trigger app-menu-outline${active ? ' is-current' : ''}`} aria-hidden="true">
      Admin
      <Icon name="expandMore" className="app-main-nav__chevron" />
    </span>
  );
}
