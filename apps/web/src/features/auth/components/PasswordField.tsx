import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';

/**
 * Password input with a show/hide button that keyboards and screen readers can reach (Mantine's own
 * toggle is taken out of the tab order). Pasting is allowed: password managers need it.
 */
export function PasswordField(props: TextInputProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      rightSectionWidth={48}
      rightSection={
        <ActionIcon
          variant="subtle"
          color="dark"
          size={40}
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
        >
          {visible ? <IconEyeOff size={20} aria-hidden /> : <IconEye size={20} aria-hidden />}
        </ActionIcon>
      }
    />
  );
}
