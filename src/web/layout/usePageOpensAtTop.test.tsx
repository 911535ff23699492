// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageOpensAtTop } from './usePageOpensAtTop';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page() {
  const { pathname } = useLocation();
  usePageOpensAtTop(pathname);
  return (
    <main id="main" tabIndex={-1}>
      {pathname === '/cart' ? <LateHeading /> : <h1>{pathname}</h1>}
      <button type="button">Elsewhere</button>
    </main>
  );
}

/** The page's answer coming, when the test says so (never by a timer: a busy machine would race it). */
const answers = new EventTarget();
const answerComes = () => act(() => void answers.dispatchEvent(new Event('answer')));

/** A heading drawn once the page's answer has come, after the page shows. */
function LateHeading() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const arrive = () => setReady(true);
    answers.addEventListener('answer', arrive);
    return () => answers.removeEventListener('answer', arrive);
  }, []);
  return ready ? <h1>My Cart</h1> : <p>Loading…</p>;
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

  it('moves focus to the new page’s heading, also when the heading comes after the page', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = shown();
    // The first page: focus stays where the browser has it.
    expect(document.activeElement).toBe(document.body);
    await act(() => router.navigate('/plan/101/harborline-dental-essentials'));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('/plan/101/harborline-dental-essentials');
    expect(document.activeElement).toBe(heading);
    await act(() => router.navigate('/cart'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await answerComes();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Cart' }));
  });

  it('leaves focus where the visitor put it before a late heading came', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = shown();
    await act(() => router.navigate('/cart'));
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    await answerComes();
    expect(screen.getByRole('heading', { name: 'My Cart' })).toBeTruthy();
    expect(document.activeElement).toBe(elsewhere);
  });
});
