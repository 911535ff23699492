import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, useRef } from 'react';
import {
  matchPath,
  matchRoutes,
  type Params,
  Route,
  type RouteObject,
  Routes,
  useLocation,
} from 'react-router';
import { getFilterInfoQuery } from './api/enrollmentQueries';
import { planListQuery } from './api/planListQuery';
import { planDetailQuery, planIdOf } from './api/planQueries';
import { WizardPlaceholder } from './features/enrollment/StepLoading';
import { SiteLayout } from './layout/SiteLayout';
import { clearStoredState } from './session/clearStoredState';
import { readEnrollmentId } from './session/enrollmentSession';
import { type Preloadable, preloadable } from './ui/preloadable';
import { RouteErrorBoundary } from './ui/RouteErrorBoundary';

// Every page is its own chunk, so the first page loads only what it shows.
const LandingPage = preloadable(() => import('./features/landing/LandingPage'), 'LandingPage');
const PlansPage = preloadable(() => import('./features/plans/PlansPage'), 'PlansPage');
const PlanDetailPage = preloadable(() => import('./features/plans/PlanDetailPage'), 'PlanDetailPage');
const ComparePage = preloadable(() => import('./features/compare/ComparePage'), 'ComparePage');
const SignInPage = preloadable(() => import('./features/auth/SignInPage'), 'SignInPage');
const SignInLinkPage = preloadable(() => import('./features/auth/SignInLinkPage'), 'SignInLinkPage');
const AgentHomePage = preloadable(() => import('./features/start/AgentHomePage'), 'AgentHomePage');
const GroupHomePage = preloadable(() => import('./features/start/GroupHomePage'), 'GroupHomePage');
const BookOfBusinessPage = preloadable(
  () => import('./features/start/BookOfBusinessPage'),
  'BookOfBusinessPage',
);
const HomePage = preloadable(() => import('./features/start/HomePage'), 'HomePage');
const AgentSelectMemberPage = preloadable(
  () => import('./features/start/MemberSelectPage'),
  'AgentSelectMemberPage',
);
const GroupSelectMemberPage = preloadable(
  () => import('./features/start/MemberSelectPage'),
  'GroupSelectMemberPage',
);
const RecommendListPage = preloadable(
  () => import('./features/recommendations/RecommendListPage'),
  'RecommendListPage',
);
const AssociationPage = preloadable(
  () => import('./features/association/AssociationPage'),
  'AssociationPage',
);
const CartPage = preloadable(() => import('./features/cart/CartPage'), 'CartPage');
const ReceiptPage = preloadable(() => import('./features/receipt/ReceiptPage'), 'ReceiptPage');
const EnrollmentPage = preloadable(() => import('./features/enrollment/EnrollmentPage'), 'EnrollmentPage');
const MemberHomePage = preloadable(() => import('./features/member/MemberHomePage'), 'MemberHomePage');
const MemberBenefitStorePage = preloadable(
  () => import('./features/member/MemberBenefitStorePage'),
  'MemberBenefitStorePage',
);
const ContinueEnrollmentPage = preloadable(
  () => import('./features/resume/ContinueEnrollmentPage'),
  'ContinueEnrollmentPage',
);
const DirectContinuePage = preloadable(
  () => import('./features/resume/DirectContinuePage'),
  'DirectContinuePage',
);
const ExternalPage = preloadable(() => import('./features/landing/ExternalPage'), 'ExternalPage');
const MainPage = preloadable(() => import('./features/landing/MainPage'), 'MainPage');
const ErrorPage = preloadable(() => import('./features/errors/ErrorPage'), 'ErrorPage');
const ElevateSitePage = preloadable(() => import('./features/elevate/ElevateSitePage'), 'ElevateSitePage');
const ReferralPage = preloadable(() => import('./features/referrals/ReferralPage'), 'ReferralPage');
const NotFoundPage = preloadable(() => import('./features/errors/NotFoundPage'), 'NotFoundPage');
const LandingConfigErrorPage = preloadable(
  () => import('./features/errors/LandingConfigErrorPage'),
  'LandingConfigErrorPage',
);
const LandingSlugPage = preloadable(() => import('./features/landing/LandingSlugPage'), 'LandingSlugPage');
const LandingPrefixPage = preloadable(
  () => import('./features/landing/LandingPrefixPage'),
  'LandingPrefixPage',
);
const EnrollmentStartPage = preloadable(
  () => import('./features/enrollment/EnrollmentStartPage'),
  'EnrollmentStartPage',
);
const PlanQuestionViewPage = preloadable(
  () => import('./features/questionnaire/PlanQuestionViewPage'),
  'PlanQuestionViewPage',
);
const ConfirmationAliasPage = preloadable(
  () => import('./features/aliases/RouteAliasPages'),
  'ConfirmationAliasPage',
);
const WebsiteAliasPage = preloadable(() => import('./features/aliases/RouteAliasPages'), 'WebsiteAliasPage');
const BenAdvanceHomePage = preloadable(
  () => import('./features/aliases/RouteAliasPages'),
  'BenAdvanceHomePage',
);

/**
 * A page under the layout, in the router's terms: its path (none for the index) and its page. A page
 * whose largest paint is its own (the landing page's banner, a plan's description) has its chunk
 * before the first render, so the first paint shows it; elsewhere the layout's location banner is
 * the largest paint and shows first. `prefetch` asks for the page's main answer as the script starts.
 */
interface PageEntry {
  path: string | null;
  Page: Preloadable<object>;
  largestPaintInPage?: boolean;
  /**
   * The page's chunks are large (the wizard's: the forms machinery, about 65 KB), so the layout is
   * painted first and the page renders after that paint. Elsewhere the first render shows the page's
   * (small) chunk with the layout when it is in by then (docs/performance.md, eighth pass).
   */
  layoutFirst?: boolean;
  /** Shown in the page's place until its chunk is in (the wizard's step title, ahead of its 60 KB). */
  placeholder?: ComponentType<{ params: Params }>;
  prefetch?: (params: Params, client: QueryClient) => void;
}

function prefetchPlan(params: Params, client: QueryClient): void {
  const planId = planIdOf(params.planId);
  if (planId !== null) void client.prefetchQuery(planDetailQuery(planId));
}

/**
 * The plan list's two answers (the shopper's details and the first page of every category's plans),
 * asked for as the script starts: the list's descriptions are its largest paint, and waiting for the
 * page's chunk and first render before asking held them back (docs/performance.md). An address that
 * names categories (`?type=`) or a page is left to the page.
 */
function prefetchPlanList(_params: Params, client: QueryClient): void {
  const enrollmentId = readEnrollmentId();
  if (!enrollmentId || new URLSearchParams(window.location.search).has('type')) return;
  void client.prefetchQuery(getFilterInfoQuery(enrollmentId));
  void client.prefetchQuery(planListQuery(enrollmentId, '', 1));
}

const PAGES: readonly PageEntry[] = [
  { path: null, Page: LandingPage, largestPaintInPage: true },
  { path: 'plans', Page: PlansPage, prefetch: prefetchPlanList },
  { path: 'plan/:planId/:planName?', Page: PlanDetailPage, largestPaintInPage: true, prefetch: prefetchPlan },
  { path: 'compare', Page: ComparePage },
  { path: 'sign-in', Page: SignInPage },
  { path: 'sign-in/link', Page: SignInLinkPage },
  { path: 'agent-home', Page: AgentHomePage },
  { path: 'group-home', Page: GroupHomePage },
  { path: 'book-of-business', Page: BookOfBusinessPage },
  { path: 'home', Page: HomePage },
  { path: 'agent-select-member', Page: AgentSelectMemberPage },
  { path: 'group-select-member', Page: GroupSelectMemberPage },
  { path: 'recommend-list', Page: RecommendListPage },
  { path: 'new_membership', Page: AssociationPage },
  { path: 'cart', Page: CartPage },
  { path: 'enrollment', Page: EnrollmentStartPage },
  { path: 'enrollment/receipt', Page: ReceiptPage },
  { path: 'confirmation', Page: ConfirmationAliasPage },
  { path: 'PlanQuestionView', Page: PlanQuestionViewPage },
  { path: 'website', Page: WebsiteAliasPage },
  { path: 'BenAdvanceHome', Page: BenAdvanceHomePage },
  { path: 'enrollment/:stepSlug', Page: EnrollmentPage, layoutFirst: true, placeholder: WizardPlaceholder },
  { path: 'member-home', Page: MemberHomePage },
  { path: 'member-benefit-store/:id/:tier?', Page: MemberBenefitStorePage },
  { path: 'continue-enrollment', Page: ContinueEnrollmentPage },
  { path: 'direct-continue/:id/:tab?', Page: DirectContinuePage },
  { path: 'external', Page: ExternalPage },
  { path: 'main/:landing?', Page: MainPage },
  { path: 'error', Page: ErrorPage },
  { path: 'websites', Page: ElevateSitePage },
  { path: 'referrals', Page: ReferralPage },
  { path: '404', Page: NotFoundPage },
  { path: 'landing-config-error/:type', Page: LandingConfigErrorPage },
  { path: ':landing', Page: LandingSlugPage },
  // Every route also sits under an optional landing prefix (document 3, 2.1): /{landing}/cart.
  { path: ':landing/*', Page: LandingPrefixPage },
  { path: '*', Page: NotFoundPage },
];

/** The same pages as route objects, for finding the page a path shows before anything renders. */
const MATCHABLE = PAGES.map(({ path }): RouteObject => (path === null ? { index: true } : { path }));

/**
 * What the first render of `pathname` can have before it starts: the page's main answer asked for,
 * and the page's chunk when its largest paint is in the page (see `PageEntry`). Resolves when the
 * first render may start.
 */
export async function prepareFirstPage(pathname: string, client: QueryClient): Promise<void> {
  const found = pageOf(pathname);
  if (!found) return;
  found.entry.prefetch?.(found.params, client);
  if (found.entry.largestPaintInPage) await found.entry.Page.preload();
}

/** The page `pathname` shows, with its path's parameters. */
function pageOf(pathname: string): { entry: PageEntry; params: Params } | undefined {
  const match = matchRoutes([{ path: '/', children: MATCHABLE }], pathname)?.at(-1);
  const entry = match ? PAGES[MATCHABLE.indexOf(match.route)] : undefined;
  return match && entry ? { entry, params: match.params } : undefined;
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
  const { key, pathname } = useLocation();
  const found = pageOf(pathname);
  const Placeholder = found?.entry.placeholder;
  const placeholder = Placeholder && found ? <Placeholder params={found.params} /> : null;
  return (
    <RouteErrorBoundary locationKey={key}>
      <Routes>
        <Route
          path="/"
          element={<SiteLayout layoutFirst={found?.entry.layoutFirst ?? false} placeholder={placeholder} />}
        >
          {PAGES.map(({ path, Page }) =>
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
