import { lazy, Suspense } from 'react';
import { useDisclosure } from '../ui/useDisclosure';

// The panel (links, assistant and its form) loads when the visitor first opens help.
const HelpPanel = lazy(async () => ({ default: (await import('./HelpPanel')).HelpPanel }));

/**
 * The header's Help button and its panel: closed it is one button beside the cart; open, the panel
 * (a ticket, feedback and the rep assistant) is the header's last row, in the page flow, so neither
 * ever covers the page. The panel follows its button in the page order, so Tab goes from the
 * button into the panel; it stays open when focus leaves (the visitor may be copying from the
 * page), Escape closes it.
 */
export function HelpWidget() {
  const help = useDisclosure({ closeOnFocusLeave: false });
  return (
    <div className="help-widget" {...help.containerProps}>
      <button
        {...help.buttonProps}
        className="button button--primary help-widget__toggle"
        aria-controls="help-panel"
      >
        {help.open ? 'Close help' : 'Help'}
      </button>
      {help.open ? (
        <div className="help-widget__drawer">
          <Suspense fallback={<p className="help-panel">Loading…</p>}>
            <HelpPanel panelRef={help.panelRef} onClose={() => help.close(true)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
