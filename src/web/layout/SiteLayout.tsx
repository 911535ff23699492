import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useBranding } from '../site/branding';
import { useDoctorSite } from '../site/doctorSite';
import { HelpWidget } from './HelpWidget';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header and footer are left off the error pages (/404 and /landing-config-error/…). */
const BARE = /^\/(404|landing-config-error)(\/|$)/;

export function SiteLayout() {
  const bare = BARE.test(useLocation().pathname);
  useDoctorSite();
  const color = useBranding()?.brand_color;
  useEffect(() => {
    // The site's colour, when it is a plain hex colour, replaces the default brand colour.
    if (color && /^#[0-9a-f]{6}$/i.test(color)) document.documentElement.style.setProperty('--brand', color);
  }, [color]);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {bare ? null : <SiteHeader />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {bare ? null : <SiteFooter />}
      {bare ? null : <HelpWidget />}
    </>
  );
}
