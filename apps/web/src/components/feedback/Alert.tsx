import { Box, type BoxProps } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { ApiError } from '../../lib/api';
import { messageText } from '../../lib/i18n';
import classes from './feedback.module.css';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

/** Mantine colour names the earlier alerts took, read as tones so a use switches without rewording. */
export type AlertColor = 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'gray';
const toneOfColor: Record<AlertColor, AlertTone> = {
  red: 'error',
  orange: 'warning',
  yellow: 'warning',
  green: 'success',
  blue: 'info',
  gray: 'info',
};

const toneIcons: Record<AlertTone, ReactNode> = {
  error: <IconAlertCircle aria-hidden size={22} />,
  warning: <IconAlertTriangle aria-hidden size={22} />,
  success: <IconCircleCheck aria-hidden size={22} />,
  info: <IconInfoCircle aria-hidden size={22} />,
};

export interface AlertProps extends Omit<BoxProps, 'children'> {
  tone?: AlertTone;
  /** Same as `tone`, in the earlier alerts' colour names; `tone` wins when both are given. */
  color?: AlertColor;
  title?: ReactNode;
  /** Replaces the tone's icon; `null` shows none. */
  icon?: ReactNode | null;
  /**
   * `alert` (read out at once) is the default for errors, which appear after an action; `status` (read
   * out when the reader pauses) for the other tones; `note` for a standing remark that is not news.
   */
  role?: 'alert' | 'status' | 'note';
  /**
   * Moves focus to the message when it appears (a form's error above the form), so a screen reader reads
   * it and the next Tab continues from there.
   */
  focusOnAppear?: boolean;
  /** A message key, server sentence or ApiError, shown through messageText when there are no children. */
  message?: string | ApiError | null;
  id?: string;
  children?: ReactNode;
}

const isEmpty = (content: ReactNode) =>
  content === null || content === undefined || content === false || content === '';

/**
 * A message in one of four tones. The live region is always rendered, empty when there is nothing to
 * say, because screen readers only announce changes inside a region that already exists.
 */
export function Alert({
  tone,
  color,
  title,
  icon,
  role,
  focusOnAppear = false,
  message,
  children,
  className,
  ...box
}: AlertProps) {
  const resolvedTone: AlertTone = tone ?? (color ? toneOfColor[color] : 'error');
  const content = isEmpty(children) ? (message ? messageText(message) : null) : children;
  const shown = !isEmpty(content) || !isEmpty(title);
  const region = useRef<HTMLDivElement>(null);
  const announced = typeof content === 'string' ? content : shown;

  useEffect(() => {
    if (focusOnAppear && announced) region.current?.focus();
  }, [focusOnAppear, announced]);

  const shownIcon = icon === undefined ? toneIcons[resolvedTone] : icon;
  return (
    <Box
      {...box}
      ref={region}
      role={role ?? (resolvedTone === 'error' ? 'alert' : 'status')}
      tabIndex={focusOnAppear ? -1 : undefined}
      className={
        [shown ? `${classes.alert} ${classes[resolvedTone]}` : '', className ?? ''].join(' ').trim() ||
        undefined
      }
      data-tone={resolvedTone}
    >
      {shown && (
        <>
          {shownIcon && <span className={classes.icon}>{shownIcon}</span>}
          <div className={classes.body}>
            {!isEmpty(title) && <p className={classes.title}>{title}</p>}
            {content}
          </div>
        </>
      )}
    </Box>
  );
}
