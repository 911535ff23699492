import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, prepareFirstPage } from './routes';
import './styles.css';
import { ToastProvider } from './ui/Toast';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});

function render(container: HTMLElement): void {
  const reactRoot = createRoot(container);
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (Lighthouse's blocking time on a slow phone).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            {/* Not in a transition: the address and the page change together (a loading state meanwhile). */}
            <BrowserRouter useTransitions={false}>
              <AppRoutes />
            </BrowserRouter>
          </ToastProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (root) {
  // A chunk that fails to load is loaded again when the page renders, and shows the error screen.
  prepareFirstPage(window.location.pathname, queryClient).then(
    () => render(root),
    () => render(root),
  );
}
