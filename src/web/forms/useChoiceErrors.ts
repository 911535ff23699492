import { useState } from 'react';
import type { SummaryItem } from '../ui/ErrorSummary';

/**
 * Errors of a small choice form checked in the page (choose a platform, a group, a tier): what
 * failed, the message at each field, and a counter that moves focus to the error summary.
 */
export function useChoiceErrors() {
  const [items, setItems] = useState<SummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  return {
    items,
    attempt,
    errorOf: (name: string) => items.find((item) => item.name === name)?.message,
    /** Shows the problems; true when there were none. */
    check: (problems: (SummaryItem | false)[]) => {
      const found = problems.filter((p): p is SummaryItem => p !== false);
      setItems(found);
      if (found.length > 0) setAttempt((n) => n + 1);
      return found.length === 0;
    },
    clear: () => setItems([]),
  };
}
