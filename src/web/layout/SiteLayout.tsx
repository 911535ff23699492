import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header and footer are left off the error pages (/404 and /landing-config-error/…). */
const BARE = /^\/(404|landing-config-error)(\/|$)/;

export function SiteLayout() {
  const bare = BARE.test(useLocation().pathname);
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
    </>
  );
}
