import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** 'Success!' when an action worked, 'Warning!' when it needs the shopper's attention. */
export type ToastKind = 'success' | 'warning';

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

/** How long a toast stays before it goes by itself (it can be dismissed sooner). */
export const TOAST_MS = 8000;

const TITLES: Record<ToastKind, string> = { success: 'Success!', warning: 'Warning!' };

const ToastContext = createContext<(kind: ToastKind, message: string) => void>(() => {});

/** Shows a toast from anywhere below the provider: `useToast()('success', 'Plan added to your cart.')`. */
export function useToast(): (kind: ToastKind, message: string) => void {
  return useContext(ToastContext);
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
    setToasts((all) => [...all.slice(-2), { id: Date.now() + Math.random(), kind, message }]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
