// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageOpensAtTop } from './usePageOpensAtTop';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page() {
  usePageOpensAtTop(useLocation().pathname);
  return <p>page</p>;
}

function shown() {
  const router = createMemoryRouter(
    ['/plans', '/plan/101/harborline-dental-essentials', '/cart'].map((path) => ({
      path,
      element: <Page />,
    })),
    { initialEntries: ['/plans'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a page the visitor goes to', () => {
  it('opens at its top on a link or a Next, and keeps the browser’s place on Back and on the first page', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = shown();
    // The first page of the visit: the browser's own.
    expect(scrolled).not.toHaveBeenCalled();
    await act(() => router.navigate('/plan/101/harborline-dental-essentials'));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate('/cart', { replace: true }));
    expect(scrolled).toHaveBeenCalledTimes(2);
    // Back: where the browser had the page.
    await act(() => router.navigate(-1));
    expect(scrolled).toHaveBeenCalledTimes(2);
    // The same page again (a search changed): no jump.
    await act(() => router.navigate('/plans?type=dental'));
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});
