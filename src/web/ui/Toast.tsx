import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** 'Success!' when an action worked, 'Warning!' when it needs the shopper's attention. */
export type ToastKind = 'success' | 'warning';

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  /** When it was shown (ms since the epoch). */
  at: number;
  /** Carried over a page change already: the next one takes it away. */
  carried: boolean;
}

/** How long a toast stays before it goes by itself (it can be dismissed sooner). */
const TOAST_MS = 8000;

/**
 * A toast shown this shortly before a page change belongs to the page the action leads to (Add
 * to Cart shows it, then opens the cart); older ones go with the page they were about. It is
 * carried to that one page only, never on to the pages after it.
 */
const CARRIED_MS = 1500;

const TITLES: Record<ToastKind, string> = { success: 'Success!', warning: 'Warning!' };

const ToastContext = createContext<(kind: ToastKind, message: string) => void>(() => {});
const PageChangeContext = createContext<() => void>(() => {});
const ShownContext = createContext<{ toasts: ToastItem[]; dismiss: (id: number) => void }>({
  toasts: [],
  dismiss: () => {},
});

/** Shows a toast from anywhere below the provider: `useToast()('success', 'Plan added to your cart.')`. */
export function useToast(): (kind: ToastKind, message: string) => void {
  return useContext(ToastContext);
}

/**
 * Tells the toast area the page changed, so a toast about the page left goes with it instead of
 * sitting over the next page's controls (a signature pad, a button). The layout calls it.
 */
export function useToastPageChange(): () => void {
  return useContext(PageChangeContext);
}

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <div className={`toast toast--${toast.kind}`}>
      <p>
        <strong>{TITLES[toast.kind]}</strong> {toast.message}
      </p>
      <button
        type="button"
        className="button button--link"
        aria-label={`Dismiss: ${toast.message}`}
        onClick={() => onDismiss(toast.id)}
      >
        Dismiss
      </button>
    </div>
  );
}

/**
 * The app's toasts: shown from anywhere below, drawn where `ToastArea` is.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  // A new toast replaces those carried from the page before: they told of what led here ("Plan added
  // to your cart."), which this page's action has changed (the plan removed, the cart empty).
  const show = useCallback((kind: ToastKind, message: string) => {
    const at = Date.now();
    setToasts((all) => [
      ...all.filter((t) => !t.carried).slice(-2),
      { id: at + Math.random(), kind, message, at, carried: false },
    ]);
  }, []);
  const pageChanged = useCallback(() => {
    const now = Date.now();
    setToasts((all) => {
      if (all.length === 0) return all;
      return all.filter((t) => !t.carried && now - t.at < CARRIED_MS).map((t) => ({ ...t, carried: true }));
    });
  }, []);
  const shown = useMemo(() => ({ toasts, dismiss }), [toasts, dismiss]);
  return (
    <ToastContext.Provider value={show}>
      <PageChangeContext.Provider value={pageChanged}>
        <ShownContext.Provider value={shown}>{children}</ShownContext.Provider>
      </PageChangeContext.Provider>
    </ToastContext.Provider>
  );
}

/**
 * The one toast area of the app, in the page's flow at the top of its main part, so a toast never
 * lies over a label or a control. Its polite live region is always in the page, so a toast put in
 * it is read out by screen readers without taking focus.
 */
export function ToastArea() {
  const { toasts, dismiss } = useContext(ShownContext);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </div>
  );
}
