import type { ReactNode } from 'react';
import { useDisclosure } from '../ui/useDisclosure';

/**
 * The plan list's choices on a phone: folded behind one "Filter" button above the plans, so the
 * plans are not pushed a screen down. On a wide screen the button is hidden and the choices show.
 */
export function FoldingFilter({ children }: { children: ReactNode }) {
  const fold = useDisclosure({ closeOnFocusLeave: false, closeOnPageChange: false });
  return (
    <div className="folding-filter" {...fold.containerProps}>
      <button {...fold.buttonProps} className="button folding-filter__toggle" aria-controls="folding-filter">
        Filter
      </button>
      <div
        id="folding-filter"
        ref={fold.panelRef}
        className={fold.open ? 'folding-filter__body folding-filter__body--open' : 'folding-filter__body'}
      >
        {children}
      </div>
    </div>
  );
}
