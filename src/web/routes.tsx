import { createBrowserRouter } from 'react-router';
import { SiteLayout } from './layout/SiteLayout';
import { clearStoredState } from './session/clearStoredState';
import { RouteError } from './ui/RouteError';

/** Every page is its own chunk, so the first page loads only what it shows. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./features/landing/LandingPage')).LandingPage }),
      },
      {
        path: 'plans',
        lazy: async () => ({ Component: (await import('./features/plans/PlansPage')).PlansPage }),
      },
      {
        path: 'plan/:planId/:planName?',
        lazy: async () => ({ Component: (await import('./features/plans/PlanDetailPage')).PlanDetailPage }),
      },
      {
        path: 'compare',
        lazy: async () => ({ Component: (await import('./features/compare/ComparePage')).ComparePage }),
      },
      {
        path: 'sign-in',
        lazy: async () => ({ Component: (await import('./features/auth/SignInPage')).SignInPage }),
      },
      {
        path: 'agent-home',
        lazy: async () => ({ Component: (await import('./features/start/AgentHomePage')).AgentHomePage }),
      },
      {
        path: 'group-home',
        lazy: async () => ({ Component: (await import('./features/start/GroupHomePage')).GroupHomePage }),
      },
      {
        path: 'home',
        lazy: async () => ({ Component: (await import('./features/start/HomePage')).HomePage }),
      },
      {
        path: 'agent-select-member',
        lazy: async () => ({
          Component: (await import('./features/start/MemberSelectPage')).AgentSelectMemberPage,
        }),
      },
      {
        path: 'group-select-member',
        lazy: async () => ({
          Component: (await import('./features/start/MemberSelectPage')).GroupSelectMemberPage,
        }),
      },
      {
        path: 'recommend-list',
        lazy: async () => ({
          Component: (await import('./features/recommendations/RecommendListPage')).RecommendListPage,
        }),
      },
      {
        path: 'new_membership',
        lazy: async () => ({
          Component: (await import('./features/association/AssociationPage')).AssociationPage,
        }),
      },
      {
        path: 'cart',
        lazy: async () => ({ Component: (await import('./features/cart/CartPage')).CartPage }),
      },
      {
        path: 'enrollment/receipt',
        lazy: async () => ({ Component: (await import('./features/receipt/ReceiptPage')).ReceiptPage }),
      },
      {
        path: 'enrollment/:stepSlug',
        lazy: async () => ({
          Component: (await import('./features/enrollment/EnrollmentPage')).EnrollmentPage,
        }),
      },
      {
        path: 'member-home',
        lazy: async () => ({ Component: (await import('./features/member/MemberHomePage')).MemberHomePage }),
      },
      {
        path: 'member-benefit-store/:id/:tier?',
        lazy: async () => ({
          Component: (await import('./features/member/MemberBenefitStorePage')).MemberBenefitStorePage,
        }),
      },
      {
        path: 'continue-enrollment',
        loader: clearStoredState,
        lazy: async () => ({
          Component: (await import('./features/resume/ContinueEnrollmentPage')).ContinueEnrollmentPage,
        }),
      },
      {
        path: 'direct-continue/:id/:tab?',
        loader: clearStoredState,
        lazy: async () => ({
          Component: (await import('./features/resume/DirectContinuePage')).DirectContinuePage,
        }),
      },
      {
        path: 'external',
        lazy: async () => ({ Component: (await import('./features/landing/ExternalPage')).ExternalPage }),
      },
      {
        path: 'main/:landing?',
        lazy: async () => ({ Component: (await import('./features/landing/MainPage')).MainPage }),
      },
      {
        path: 'error',
        lazy: async () => ({ Component: (await import('./features/errors/ErrorPage')).ErrorPage }),
      },
      {
        path: 'websites',
        lazy: async () => ({
          Component: (await import('./features/elevate/ElevateSitePage')).ElevateSitePage,
        }),
      },
      {
        path: 'referrals',
        lazy: async () => ({ Component: (await import('./features/referrals/ReferralPage')).ReferralPage }),
      },
      {
        path: '404',
        lazy: async () => ({ Component: (await import('./features/errors/NotFoundPage')).NotFoundPage }),
      },
      {
        path: 'landing-config-error/:type',
        lazy: async () => ({
          Component: (await import('./features/errors/LandingConfigErrorPage')).LandingConfigErrorPage,
        }),
      },
      {
        path: ':landing',
        lazy: async () => ({
          Component: (await import('./features/landing/LandingSlugPage')).LandingSlugPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./features/errors/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
]);
