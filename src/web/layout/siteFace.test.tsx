// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getTicketLink } from '../../contract/assistantCalls';
import { callKey } from '../api/callQuery';
import { queryKeys } from '../api/queryKeys';
import type { Branding } from '../site/branding';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

afterEach(cleanup);

/** A production agency's face as the server hands it (site.json through the site's branding). */
const AGENCY: Branding = {
  site_kind: 'default',
  site_name: 'Example Benefits Agency',
  logo: '/example/logo.svg',
  footer_icon: '/example/favicon.svg',
  support_phone: '5125550199',
  footer_text: 'Example Benefits Agency, licensed in Texas (license 0000000).',
  play_store_url: 'https://play.google.com/store/apps/details?id=agency.app',
  play_store_icon: '/brand/play-store.svg',
  association_menu: 'true',
};

/** The header and footer drawn on the branding the page shell carried (the query's own cache entry). */
function showLayout(branding: Branding) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(queryKeys.branding(window.location.hostname), branding);
  client.setQueryData(callKey(getTicketLink), { ticket: 'mailto:help@agency.example', feedback: '' });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SiteHeader />
        <main />
        <SiteFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { header: screen.getByRole('banner'), footer: screen.getByRole('contentinfo') };
}

describe("the store's face in the header and footer", () => {
  it("draws a production store's name, logo, menus, phone, footer words and app link from its data", () => {
    const { header, footer } = showLayout(AGENCY);
    expect(within(header).getByRole('img', { name: 'Example Benefits Agency' }).getAttribute('src')).toBe(
      '/example/logo.svg',
    );
    expect(within(header).getByRole('link', { name: 'Association Benefits' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '(512) 555-0199' }).getAttribute('href')).toBe(
      'tel:5125550199',
    );
    expect(
      within(footer).getByText('Example Benefits Agency, licensed in Texas (license 0000000).'),
    ).toBeTruthy();
    const apps = within(footer).getByRole('list', { name: 'Our app' });
    expect(within(apps).getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=agency.app',
    );
    expect(within(apps).queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
    expect(document.body.textContent).not.toContain('Benefit Store');
  });

  it('hides the app badges, the association menu and the phone where the data has none', () => {
    const { header, footer } = showLayout({ site_kind: 'default', association_menu: 'false' });
    expect(within(header).getByRole('link', { name: 'Benefit enrollment' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Association Benefits' })).toBeNull();
    expect(within(footer).queryByRole('list', { name: 'Our app' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: /\(\d{3}\)/ })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Submit a support request' }).getAttribute('href')).toBe(
      'mailto:help@agency.example',
    );
    const text = document.body.textContent ?? '';
    for (const demo of ['Benefit Store', '243-4011', 'App Store', 'Google Play'])
      expect(text).not.toContain(demo);
  });
});
