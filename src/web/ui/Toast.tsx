import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** 'Success!' when an action worked, 'Warning!' when it needs the shopper's attention. */
export type ToastKind = 'success' | 'warning';

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  /** When it was shown (ms since the epoch). */
  at: number;
}

/** How long a toast stays before it goes by itself (it can be dismissed sooner). */
export const TOAST_MS = 8000;

/**
 * A toast shown this shortly before a page change belongs to the page the action leads to (Add
 * to Cart shows it, then opens the cart); older ones go with the page they were about.
 */
const CARRIED_MS = 1500;

const TITLES: Record<ToastKind, string> = { success: 'Success!', warning: 'Warning!' };

const ToastContext = createContext<(kind: ToastKind, message: string) => void>(() => {});
const PageChangeContext = createContext<() => void>(() => {});

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
 * The one toast area of the app. Its polite live region is always in the page, so a toast put in
 * it is read out by screen readers without taking focus.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((kind: ToastKind, message: string) => {
    const at = Date.now();
    setToasts((all) => [...all.slice(-2), { id: at + Math.random(), kind, message, at }]);
  }, []);
  const pageChanged = useCallback(() => {
    const now = Date.now();
    setToasts((all) => {
      const kept = all.filter((t) => now - t.at < CARRIED_MS);
      return kept.length === all.length ? all : kept;
    });
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <PageChangeContext.Provider value={pageChanged}>{children}</PageChangeContext.Provider>
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
