import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import classes from './PublicLayout.module.css';

/**
 * A navigation dropdown in the disclosure pattern (button with aria-expanded + a list of links), which
 * suits site navigation better than an application menu and needs no positioning library. Closes on
 * Escape (focus back to the button), on a click outside, when focus leaves it, and after navigation.
 */
export function DisclosureMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    // Tabbing out of the open menu closes it.
    const onFocusOut = (event: FocusEvent) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const element = root.current;
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={root} className={classes.disclosure} data-disclosure="">
      <UnstyledButton
        ref={button}
        className={classes.navLink}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}{' '}
        <IconChevronDown size={16} aria-hidden className={classes.chevron} data-open={open || undefined} />
      </UnstyledButton>
      <div id={panelId} className={classes.disclosurePanel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
