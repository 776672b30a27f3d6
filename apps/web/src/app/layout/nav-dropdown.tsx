import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Icon } from '../../components/ui/icon';
import type { DropdownLink } from './nav-disclosure';

/**
 * The signed-in Admin entry of the main nav: a menu of links. react-aria gives the menu keyboard
 * support (arrows, Escape, typeahead) that the design system's mega-menu script would; it loads with
 * the signed-in menus (signed-in-menus.tsx), never on a public page.
 */
export function NavDropdown({
  label,
  links,
  active = false,
}: {
  label: string;
  links: readonly DropdownLink[];
  active?: boolean;
}) {
  return (
    <MenuTrigger>
      <Button className={`app-main-nav__trigger${active ? ' is-current' : ''}`}>
        {label}
        <Icon name="expandMore" className="app-main-nav__chevron" />
      </Button>
      <Popover placement="bottom start" offset={0} className="app-menu-popover">
        <Menu className="app-menu" aria-label={label}>
          {links.map((link) => (
            <MenuItem
              key={link.id}
              id={link.id}
              href={link.href}
              textValue={link.label}
              className="app-menu__item"
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <span>{link.label}</span>
              {link.external ? (
                <>
                  <Icon name="external" size={16} className="app-menu__external" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </>
              ) : null}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
