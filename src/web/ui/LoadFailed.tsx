import type { ReactNode } from 'react';

/**
 * What a screen shows when its data could not be read: what failed and a way on (Retry, and any
 * way the page adds), never an empty form that could be saved over what is stored, nor an empty
 * table or price block that reads as final. `reason` replaces the connection hint where retrying
 * cannot help (and then there is no Retry).
 */
export function LoadFailed({
  what,
  onRetry,
  reason,
  children,
}: {
  what: string;
  onRetry: () => void;
  reason?: string;
  children?: ReactNode;
}) {
  return (
    <div className="load-failed" role="alert">
      <p>
        We could not load {what}. {reason ?? 'Check your connection and try again.'}
      </p>
      <div className="button-row">
        {reason ? null : (
          <button type="button" className="button" onClick={onRetry}>
            Retry
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
