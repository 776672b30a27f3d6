import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { viewProfilePath, type CurrentUser } from '@driller/domain';
import { useAuth } from '../../lib/auth/auth-context';
import { Icon } from '../../components/ui/icon';

/** View Profile, Change Password, Logout (spec 1 "App shell"). */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { changePassword, signOut } = useAuth();
  const onAction = (key: string | number) => {
    if (key === 'change-password') void changePassword();
    if (key === 'logout') void signOut();
  };
  return (
    <MenuTrigger>
      <Button className="app-user-button" aria-label="User menu">
        <span className="app-user-button__avatar" aria-hidden="true">
          <Icon name="person" />
        </span>
        <Icon name="expandMore" className="app-user-button__chevron" />
      </Button>
      <Popover placement="bottom end" className="app-menu-popover">
        <Menu className="app-menu" aria-label="User menu" onAction={onAction}>
          <MenuItem
            id="profile"
            href={viewProfilePath(user)}
            className="app-menu__item"
            textValue="View Profile"
          >
            <Icon name="person" size={20} />
            <span>View Profile</span>
          </MenuItem>
          <MenuItem id="change-password" className="app-menu__item" textValue="Change Password">
            <Icon name="lock" size={20} />
            <span>Change Password</span>
          </MenuItem>
          <Separator className="app-menu__separator" />
          <MenuItem id="logout" className="app-menu__item" textValue="Logout">
            <Icon name="logout" size={20} />
            <span>Logout</span>
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
