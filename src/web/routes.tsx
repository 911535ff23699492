import { type ComponentType, lazy, type ReactElement, useRef, useState } from 'react';
import { matchPath, matchRoutes, Route, type RouteObject, Routes, useLocation } from 'react-router';
import { SiteLayout } from './layout/SiteLayout';
import { clearStoredState } from './session/clearStoredState';
import { RouteErrorBoundary } from './ui/RouteErrorBoundary';

/** A page whose chunk loads when its route is first shown, or before, by `preload`. */
interface RoutePage {
  (): ReactElement;
  preload(): Promise<ComponentType>;
}

/**
 * One page's chunk. Shown through `lazy` until it is in; a page mounted after its chunk arrived (the
 * landing page, whose chunk main.tsx waits for before the first render) is shown at once. A lazy page
 * suspends even then, and React shows content that comes out of a suspense no sooner than 300 ms
 * after the fallback before it: that held the landing page's largest paint (its banner) back.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RoutePage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Chosen once per mount: a page never switches from the lazy form to the loaded one under the person.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  return Object.assign(Page, { preload });
}

// Every page is its own chunk, so the first page loads only what it shows.
const LandingPage = page(() => import('./features/landing/LandingPage'), 'LandingPage');
const PlansPage = page(() => import('./features/plans/PlansPage'), 'PlansPage');
const PlanDetailPage = page(() => import('./features/plans/PlanDetailPage'), 'PlanDetailPage');
const ComparePage = page(() => import('./features/compare/ComparePage'), 'ComparePage');
const SignInPage = page(() => import('./features/auth/SignInPage'), 'SignInPage');
const AgentHomePage = page(() => import('./features/start/AgentHomePage'), 'AgentHomePage');
const GroupHomePage = page(() => import('./features/start/GroupHomePage'), 'GroupHomePage');
const HomePage = page(() => import('./features/start/HomePage'), 'HomePage');
const AgentSelectMemberPage = page(
  () => import('./features/start/MemberSelectPage'),
  'AgentSelectMemberPage',
);
const GroupSelectMemberPage = page(
  () => import('./features/start/MemberSelectPage'),
  'GroupSelectMemberPage',
);
const RecommendListPage = page(
  () => import('./features/recommendations/RecommendListPage'),
  'RecommendListPage',
);
const AssociationPage = page(() => import('./features/association/AssociationPage'), 'AssociationPage');
const CartPage = page(() => import('./features/cart/CartPage'), 'CartPage');
const ReceiptPage = page(() => import('./features/receipt/ReceiptPage'), 'ReceiptPage');
const EnrollmentPage = page(() => import('./features/enrollment/EnrollmentPage'), 'EnrollmentPage');
const MemberHomePage = page(() => import('./features/member/MemberHomePage'), 'MemberHomePage');
const MemberBenefitStorePage = page(
  () => import('./features/member/MemberBenefitStorePage'),
  'MemberBenefitStorePage',
);
const ContinueEnrollmentPage = page(
  () => import('./features/resume/ContinueEnrollmentPage'),
  'ContinueEnrollmentPage',
);
const DirectContinuePage = page(() => import('./features/resume/DirectContinuePage'), 'DirectContinuePage');
const ExternalPage = page(() => import('./features/landing/ExternalPage'), 'ExternalPage');
const MainPage = page(() => import('./features/landing/MainPage'), 'MainPage');
const ErrorPage = page(() => import('./features/errors/ErrorPage'), 'ErrorPage');
const ElevateSitePage = page(() => import('./features/elevate/ElevateSitePage'), 'ElevateSitePage');
const ReferralPage = page(() => import('./features/referrals/ReferralPage'), 'ReferralPage');
const NotFoundPage = page(() => import('./features/errors/NotFoundPage'), 'NotFoundPage');
const LandingConfigErrorPage = page(
  () => import('./features/errors/LandingConfigErrorPage'),
  'LandingConfigErrorPage',
);
const LandingSlugPage = page(() => import('./features/landing/LandingSlugPage'), 'LandingSlugPage');

/** The pages under the layout, in the router's order: a path (none for the index) and its page. */
const PAGES: ReadonlyArray<readonly [path: string | null, Page: RoutePage]> = [
  [null, LandingPage],
  ['plans', PlansPage],
  ['plan/:planId/:planName?', PlanDetailPage],
  ['compare', ComparePage],
  ['sign-in', SignInPage],
  ['agent-home', AgentHomePage],
  ['group-home', GroupHomePage],
  ['home', HomePage],
  ['agent-select-member', AgentSelectMemberPage],
  ['group-select-member', GroupSelectMemberPage],
  ['recommend-list', RecommendListPage],
  ['new_membership', AssociationPage],
  ['cart', CartPage],
  ['enrollment/receipt', ReceiptPage],
  ['enrollment/:stepSlug', EnrollmentPage],
  ['member-home', MemberHomePage],
  ['member-benefit-store/:id/:tier?', MemberBenefitStorePage],
  ['continue-enrollment', ContinueEnrollmentPage],
  ['direct-continue/:id/:tab?', DirectContinuePage],
  ['external', ExternalPage],
  ['main/:landing?', MainPage],
  ['error', ErrorPage],
  ['websites', ElevateSitePage],
  ['referrals', ReferralPage],
  ['404', NotFoundPage],
  ['landing-config-error/:type', LandingConfigErrorPage],
  [':landing', LandingSlugPage],
  ['*', NotFoundPage],
];

/** The same pages as route objects, for finding the page a path shows before anything renders. */
const MATCHABLE = PAGES.map(([path]): RouteObject => (path === null ? { index: true } : { path }));

/** Fetches the chunk of the page `pathname` shows, so a first render can show the page itself (see `page`). */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes([{ path: '/', children: MATCHABLE }], pathname);
  const route = matches?.at(-1)?.route;
  const found = PAGES[route ? MATCHABLE.indexOf(route) : -1];
  if (found) await found[1].preload();
}

/** Routes that start from nothing stored: cleared before the page renders, so no call uses what was there. */
const FRESH_START_PATHS = ['/continue-enrollment', '/direct-continue/:id/:tab?'];

/** Clears the stored state once per navigation to a fresh-start route, before any page below renders. */
function useFreshStart(): void {
  const location = useLocation();
  const cleared = useRef<string | null>(null);
  const fresh = FRESH_START_PATHS.some((pattern) => matchPath(pattern, location.pathname));
  if (fresh && cleared.current !== location.key) {
    cleared.current = location.key;
    clearStoredState();
  }
}

/**
 * The store's routes (declarative routing: the smaller router, so the first page stays small). An
 * error in any page or in the layout shows the error screen until the next navigation.
 */
export function AppRoutes() {
  useFreshStart();
  const { key } = useLocation();
  return (
    <RouteErrorBoundary locationKey={key}>
      <Routes>
        <Route path="/" element={<SiteLayout />}>
          {PAGES.map(([path, Page]) =>
            path === null ? (
              <Route key="index" index element={<Page />} />
            ) : (
              <Route key={path} path={path} element={<Page />} />
            ),
          )}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
