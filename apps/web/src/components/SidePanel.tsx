import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './SidePanel.module.css';

export interface SidePanelProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  position?: 'left' | 'right';
  size?: string;
  children: ReactNode;
  /** Runs once the panel has finished sliding out (focus can be restored then). */
  onClosed?: () => void;
}

/**
 * A slide-in dialog on Mantine's Drawer: traps focus while open, closes on Escape, on the backdrop and on
 * its close button, and returns focus to the opener. Its title bar is a <div>, not Mantine's <header>,
 * which inside role="dialog" would be exposed as a second banner landmark.
 */
export function SidePanel({
  opened,
  onClose,
  title,
  closeLabel,
  position = 'right',
  size = 'md',
  children,
  onClosed,
}: SidePanelProps) {
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position={position}
      size={size}
      onExitTransitionEnd={onClosed}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header role="none">
          <Drawer.Title className={classes.title}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={closeLabel} size="lg" />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
