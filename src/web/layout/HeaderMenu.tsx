import type { ReactNode } from 'react';
import { useDisclosure } from '../ui/useDisclosure';

/**
 * A header drop-down (the plan categories, the tools): a button that opens a list of links, with
 * the keyboard behaviour of useDisclosure; it closes when focus or a click leaves it.
 */
export function HeaderMenu({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const menu = useDisclosure();
  return (
    <div className={`header-menu ${className ?? ''}`} {...menu.containerProps}>
      <button {...menu.buttonProps} className="header-menu__button">
        {label}
      </button>
      <ul ref={menu.panelRef} hidden={!menu.open}>
        {children}
      </ul>
    </div>
  );
}
