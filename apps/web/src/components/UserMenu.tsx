import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../lib/logout';
import { useSession } from '../lib/session';
import { UserAvatar } from './UserAvatar';
import classes from './UserMenu.module.css';

/**
 * The avatar button and its dropdown: a welcome line with the name, and Logout. Mantine's Menu closes on
 * Escape and on a click outside, and returns focus to the avatar button.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const current = useSession();
  const logout = useLogout();
  const name = current.name || t('app.defaultName');

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.trigger} aria-label={t('app.openUserMenu')}>
          <UserAvatar name={current.name} photo={current.profilePhoto} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.welcome}>
          <Text size="sm" c="dimmed">
            {t('app.welcome')}
          </Text>
          <Text fw={700} className={classes.name}>
            {name}
          </Text>
        </div>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void logout()}>
          {t('app.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
