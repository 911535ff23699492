import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** What can take focus inside an opened menu or panel, in page order. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/**
 * One keyboard behaviour for every menu and panel its button opens (header menus, the phone menu,
 * the plans' Filter, the Help panel): Enter or Space on the button opens it and moves focus to its
 * first control, Escape closes it and gives focus back to the button, and it closes when the page
 * changes. With `closeOnFocusLeave`, focus or a click outside closes it too (a drop-down must not
 * stay open over the page). With `closeOnPageChange` false it stays open when only the address
 * changes (the plans' Filter, whose choices are kept in the address).
 */
export function useDisclosure({
  closeOnFocusLeave = true,
  closeOnPageChange = true,
}: {
  closeOnFocusLeave?: boolean;
  closeOnPageChange?: boolean;
} = {}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const containerRef = useRef<HTMLElement | null>(null);
  // Focus moves in only when the visitor opened it, not when it re-renders open.
  const focusOnOpen = useRef(false);
  const { pathname, search } = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // A new page closes it: a menu left open would cover what the link opened. Only a real change of
  // address does: on a slow phone the visitor can open it before this first runs after the paint, and
  // the page they are on must not close it then.
  const shownAt = useRef(`${pathname}${search}`);
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (here === shownAt.current) return;
    shownAt.current = here;
    if (closeOnPageChange) setOpen(false);
  }, [pathname, search, closeOnPageChange]);

  const moveFocusIn = useCallback(() => {
    const panel = panelRef.current;
    if (!focusOnOpen.current || !panel || panel.hidden) return;
    focusOnOpen.current = false;
    const first = panel.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel).focus();
  }, []);
  // Stable refs: React does not detach and re-attach them on every render, so the container is
  // known while focus moves into the panel.
  const setPanel = useCallback(
    (node: HTMLElement | null) => {
      panelRef.current = node;
      if (node) moveFocusIn();
    },
    [moveFocusIn],
  );
  const setContainer = useCallback((node: HTMLElement | null) => {
    containerRef.current = node;
  }, []);
  // A panel already in the page gets focus once it shows; one that loads later, when it arrives.
  useEffect(() => {
    if (open) moveFocusIn();
  });

  useEffect(() => {
    if (!open || !closeOnFocusLeave) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, closeOnFocusLeave]);

  return {
    open,
    close,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      onClick: () => {
        focusOnOpen.current = !open;
        setOpen(!open);
      },
    },
    /** The opened part (a callback ref, so any element can carry it). */
    panelRef: setPanel,
    containerProps: {
      ref: setContainer,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !open) return;
        // The innermost open menu closes first; the one around it stays.
        event.stopPropagation();
        close(true);
      },
      onBlur: (event: FocusEvent) => {
        if (!closeOnFocusLeave || !open) return;
        const next = event.relatedTarget as Node | null;
        const container = containerRef.current;
        if (next && container && !container.contains(next)) setOpen(false);
      },
    },
  };
}
