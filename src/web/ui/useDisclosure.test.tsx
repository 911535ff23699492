// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisclosure } from './useDisclosure';

afterEach(cleanup);

/** A Help-like panel; `openAtOnce` opens it before the hook's first effects run (a tap during the load). */
function Panel({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const help = useDisclosure({ closeOnFocusLeave: false });
  // Layout effects run before the passive ones: as a visitor's tap that lands between paint and them.
  useLayoutEffect(() => {
    if (openAtOnce) help.buttonProps.ref.current?.click();
  }, []);
  return (
    <div {...help.containerProps}>
      <button {...help.buttonProps}>{help.open ? 'Close help' : 'Help'}</button>
      {help.open ? (
        <section aria-label="Help" ref={help.panelRef}>
          <a href="#ticket">Submit a support ticket</a>
        </section>
      ) : null}
    </div>
  );
}

function shown(openAtOnce = false) {
  const router = createMemoryRouter(
    [
      { path: '/jordan-ellis', element: <Panel openAtOnce={openAtOnce} /> },
      { path: '/plans', element: <Panel /> },
    ],
    { initialEntries: ['/jordan-ellis'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a panel its button opens (useDisclosure)', () => {
  it('stays open when opened before the page has finished its first render work', () => {
    shown(true);
    expect(screen.getByRole('region', { name: 'Help' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close help' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('stays open while the address stays, and closes on a new page', async () => {
    const router = shown();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.getByRole('region', { name: 'Help' })).toBeTruthy();
    await act(() => router.navigate('/jordan-ellis'));
    expect(screen.getByRole('region', { name: 'Help' })).toBeTruthy();
    await act(() => router.navigate('/jordan-ellis?from=help'));
    expect(screen.queryByRole('region', { name: 'Help' })).toBeNull();
  });
});
