import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
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
 * The name of a field as its form shows it, read from the page when the form gave none: the
 * legend of a radio or checkbox group, else the control's label (without the required mark).
 */
function labelOnPage(name: string): string | undefined {
  const control = document.getElementById(fieldId(name));
  if (!control) return undefined;
  const choice =
    control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');
  const shown = choice
    ? control.closest('fieldset')?.querySelector('legend')
    : (control as HTMLInputElement).labels?.[0];
  const text = shown?.textContent?.replace(/\s*\*\s*$/, '').trim();
  return text || undefined;
}

/** "Label: message" for a label read from the page, unless the message names the field already. */
function itemText(message: string, label: string | undefined): string {
  if (!label || message.toLowerCase().includes(label.toLowerCase())) return message;
  return `${label}: ${message}`;
}

/**
 * The list of what to fix, shown above a form after a failed submit. It takes focus once for each
 * failed submit (`attempt` changes; when the server's errors come later, as they arrive), never while
 * the user types: a list that empties and fills again as fields are edited leaves focus where it is.
 * Each item links to its field and names it (the form's label for it, or the one the page shows).
 */
export function ErrorSummary({ items, attempt }: { items: SummaryItem[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  const titleId = useId();
  const visible = items.length > 0;
  // Fields the form named no label for are named by what the page shows beside them.
  const [found, setFound] = useState<Record<string, string | undefined>>({});
  const unnamed = items
    .filter((item) => !item.label)
    .map((item) => item.name)
    .join('\n');
  useLayoutEffect(() => {
    if (!unnamed) return;
    setFound(Object.fromEntries(unnamed.split('\n').map((name) => [name, labelOnPage(name)])));
  }, [unnamed]);
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
              {item.label ? `${item.label}: ${item.message}` : itemText(item.message, found[item.name])}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
