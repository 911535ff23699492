import { type ComponentType, lazy, useRef } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { SiteLayout } from './layout/SiteLayout';
import { clearStoredState } from './session/clearStoredState';
import { RouteErrorBoundary } from './ui/RouteErrorBoundary';

/** One page's chunk, loaded when its route is first shown. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
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
          <Route index element={<LandingPage />} />
          <Route path="plans" element={<PlansPage />} />
          <Route path="plan/:planId/:planName?" element={<PlanDetailPage />} />
          <Route path="compare" element={<ComparePage />} />
          <Route path="sign-in" element={<SignInPage />} />
          <Route path="agent-home" element={<AgentHomePage />} />
          <Route path="group-home" element={<GroupHomePage />} />
          <Route path="home" element={<HomePage />} />
          <Route path="agent-select-member" element={<AgentSelectMemberPage />} />
          <Route path="group-select-member" element={<GroupSelectMemberPage />} />
          <Route path="recommend-list" element={<RecommendListPage />} />
          <Route path="new_membership" element={<AssociationPage />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="enrollment/receipt" element={<ReceiptPage />} />
          <Route path="enrollment/:stepSlug" element={<EnrollmentPage />} />
          <Route path="member-home" element={<MemberHomePage />} />
          <Route path="member-benefit-store/:id/:tier?" element={<MemberBenefitStorePage />} />
          <Route path="continue-enrollment" element={<ContinueEnrollmentPage />} />
          <Route path="direct-continue/:id/:tab?" element={<DirectContinuePage />} />
          <Route path="external" element={<ExternalPage />} />
          <Route path="main/:landing?" element={<MainPage />} />
          <Route path="error" element={<ErrorPage />} />
          <Route path="websites" element={<ElevateSitePage />} />
          <Route path="referrals" element={<ReferralPage />} />
          <Route path="404" element={<NotFoundPage />} />
          <Route path="landing-config-error/:type" element={<LandingConfigErrorPage />} />
          <Route path=":landing" element={<LandingSlugPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
