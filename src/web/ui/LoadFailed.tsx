/**
 * What a screen shows when its data could not be read: a message and a retry, never an empty
 * form that could be saved over what is stored.
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <p>We could not load {what}. Check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
