import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPage } from './routes';
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
            <BrowserRouter>
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
  // When the page shell has the browser fetch the page's own chunk with this script (the landing
  // page, whose largest paint is its banner), the first render waits for it and shows the page at once.
  // Elsewhere the layout shows first: its location banner is those pages' largest paint.
  const pageChunk = document.querySelector('link[rel="modulepreload"][data-page]')
    ? preloadPage(window.location.pathname)
    : Promise.resolve();
  // A chunk that fails to load is loaded again when the page renders, and shows the error screen.
  pageChunk.then(
    () => render(root),
    () => render(root),
  );
}
