import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useId } from 'react';
import { initials } from '../lib/avatar';
import { useLogout } from '../lib/logout';
import { useSession } from '../lib/session';
import { useTranslation } from '../lib/translation';
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
  const welcomeId = useId();
  // The initials the avatar shows (without a photo) start the button's name, so a person who works the
  // page by voice can say what they see ("click R1"); a photo shows no text.
  const shown = current.profilePhoto ? '' : initials(current.name);
  const label = shown ? `${shown}: ${t('app.openUserMenu')}` : t('app.openUserMenu');

  return (
    // Not in a portal: the dropdown stays inside the header landmark.
    <Menu position="bottom-end" width={240} withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.trigger} aria-label={label}>
          <UserAvatar name={current.name} photo={current.profilePhoto} />
        </UnstyledButton>
      </Menu.Target>
      {/* The welcome line names the menu, so screen readers say it when the menu opens. */}
      <Menu.Dropdown aria-labelledby={welcomeId}>
        <div className={classes.welcome} role="none" id={welcomeId}>
          <Text component="span" size="sm" c="dimmed" display="block">
            {t('app.welcome')}
          </Text>
          <Text component="span" fw={700} display="block" className={classes.name}>
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
