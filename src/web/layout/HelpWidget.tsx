import { lazy, Suspense, useState } from 'react';

// The panel (links, assistant and its form) loads when the visitor first opens help.
const HelpPanel = lazy(async () => ({ default: (await import('./HelpPanel')).HelpPanel }));

/** The help widget: closed it is one button; open it offers a ticket, feedback and the rep assistant. */
export function HelpWidget() {
  const [open, setOpen] = useState(false);
  return (
    <div className="help-widget">
      {open ? (
        <Suspense fallback={<p className="help-panel">Loading…</p>}>
          <HelpPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <button
        type="button"
        className="button button--primary help-widget__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close help' : 'Help'}
      </button>
    </div>
  );
}
