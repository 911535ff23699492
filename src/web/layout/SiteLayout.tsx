import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HEX_COLOUR } from '../../domain/colorContrast';
import { useBranding } from '../site/branding';
import { useDoctorSite } from '../site/doctorSite';
import { ToastArea, useToastPageChange } from '../ui/Toast';
import { usePaintedOnce } from '../ui/usePaintedOnce';
import { LocationBanner } from './LocationBanner';
import { loadLayoutParts } from './layoutParts';
import { SiteHeader } from './SiteHeader';
import { usePageOpensAtTop } from './usePageOpensAtTop';
import { useStartOnLoad } from './useStartOnLoad';

// The footer loads after the page itself, and is drawn once the first screen has been painted: it
// starts below the fold (main is at least a screen tall), and its pictures would otherwise be asked
// for beside, and hold back, what the first screen needs.
const SiteFooter = lazy(async () => ({ default: (await loadLayoutParts()).SiteFooter }));

/** Header and footer are left off the error pages (/404, /error and /landing-config-error/…). */
const BARE = /^\/(404|error|landing-config-error)(\/|$)/;

/**
 * What the layout does beside showing things: the doctor site's lookup, the start page on load, the
 * brand colour, toasts cleared and the new page shown from its top on a page change. Each waits for an answer (who is signed in, the
 * site's branding); kept in a part that shows nothing, an answer re-renders only this part, not the
 * whole page under the layout (one long task each on a slow phone).
 */
function LayoutEffects({ pathname }: { pathname: string }) {
  const pageChanged = useToastPageChange();
  useEffect(() => pageChanged(), [pathname, pageChanged]);
  usePageOpensAtTop(pathname);
  useDoctorSite();
  useStartOnLoad();
  const branding = useBranding();
  const brand = branding?.brand_color;
  const dark = branding?.brand_dark_color || brand;
  const text = branding?.brand_text_color;
  useEffect(() => {
    // The site's colours (site.json), each when it is a plain hex colour, replace the default ones.
    const style = document.documentElement.style;
    for (const [property, value] of [
      ['--brand', brand],
      ['--brand-dark', dark],
      ['--on-brand', text],
    ] as const) {
      if (value && HEX_COLOUR.test(value)) style.setProperty(property, value);
    }
  }, [brand, dark, text]);
  return null;
}

/**
 * `layoutFirst`: the page renders only once the layout has been painted; `placeholder` stands in its
 * place until then and while its chunk loads (see `PageEntry` in routes.tsx).
 */
export function SiteLayout({ layoutFirst, placeholder }: { layoutFirst: boolean; placeholder: ReactNode }) {
  const { pathname } = useLocation();
  const bare = BARE.test(pathname);
  const painted = usePaintedOnce(true);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {bare ? null : <SiteHeader />}
      {bare ? null : <LocationBanner />}
      <main id="main" tabIndex={-1}>
        <ToastArea />
        {/* A page's chunk loads here; after the first paint "Loading…" stands in for a page on its way. */}
        <Suspense fallback={placeholder ?? (painted ? <p role="status">Loading…</p> : null)}>
          {painted || !layoutFirst ? <Outlet /> : placeholder}
        </Suspense>
      </main>
      {bare || !painted ? null : (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      {/* Last, so its effects run after the page's, as the layout's own did. */}
      <LayoutEffects pathname={pathname} />
    </>
  );
}
