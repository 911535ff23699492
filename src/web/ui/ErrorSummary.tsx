import { useEffect, useId, useRef } from 'react';
import { fieldId } from './Field';

export interface SummaryItem {
  name: string;
  message: string;
  /** The field's label: the summary then reads "First Name: Field is required". */
  label?: string;
  /**
   * Brings the field on screen when it is not (a listed entry's edit panel opens); the page then
   * puts focus on it. Without it the link focuses the field by its id.
   */
  onFollow?: () => void;
}

/**
 * The list of what to fix, shown above a form after a failed submit. It takes focus once for each
 * failed submit (`attempt` changes; when the server's errors come later, as they arrive), never while
 * the user types: a list that empties and fills again as fields are edited leaves focus where it is.
 * Each item links to its field.
 */
export function ErrorSummary({ items, attempt }: { items: SummaryItem[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  const titleId = useId();
  const visible = items.length > 0;
  useEffect(() => {
    if (!visible || attempt === 0 || focusedFor.current === attempt) return;
    focusedFor.current = attempt;
    ref.current?.focus();
  }, [attempt, visible]);
  if (!visible) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby={titleId}>
      <h2 id={titleId}>Please correct the following</h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.name}-${item.message}`}>
            <a
              href={`#${fieldId(item.name)}`}
              onClick={(event) => {
                event.preventDefault();
                if (item.onFollow) item.onFollow();
                else document.getElementById(fieldId(item.name))?.focus();
              }}
            >
              {item.label ? `${item.label}: ${item.message}` : item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
