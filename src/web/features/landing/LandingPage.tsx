import { lazy, Suspense } from 'react';
import { getFeaturedPlans } from '../../../contract/planCalls';
import { callQuery } from '../../api/callQuery';
import { getFilterInfoQuery } from '../../api/enrollmentQueries';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '../../api/useQuery';
import { EligibilityFormChunk } from '../../components/LazyEligibilityForm';
import { useStoreOwner } from '../../components/useStoreOwner';
import { useEnrollContext } from '../../session/enrollContext';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { useBranding } from '../../site/branding';
import { useIsDoctorSite } from '../../site/doctorSite';
import { usePageTitle } from '../../site/usePageTitle';

// The featured plans' cards load with the plans (the call starts with the page).
const PlanGrid = lazy(async () => ({ default: (await import('../../components/PlanGrid')).PlanGrid }));
// Only a doctor-branded site loads its wizard.
// The state's popular plans wait on their own call: their code comes with it.
const PopularInState = lazy(async () => ({ default: (await import('./PopularInState')).PopularInState }));
const DoctorLanding = lazy(async () => ({ default: (await import('./DoctorLanding')).DoctorLanding }));

export function LandingPage() {
  usePageTitle('Home');
  const enrollmentId = useEnrollmentId();
  const owner = useStoreOwner();
  const branding = useBranding();
  const doctor = useIsDoctorSite();
  // Featured plans follow the portal, group and rep the visitor came through; a group's people
  // see only its menu's (the server keeps to the menu).
  const context = useEnrollContext();
  const scope = {
    ...(context?.group_id === undefined ? {} : { group_id: String(context.group_id) }),
    ...(context?.platform_group_id === undefined ? {} : { portal_id: String(context.platform_group_id) }),
    ...(context?.agent_id === undefined ? {} : { agent_id: String(context.agent_id) }),
  };
  const featured = useQuery({
    ...callQuery(getFeaturedPlans, { query: scope }, queryKeys.featured()),
    enabled: !doctor,
  });
  const filter = useQuery({ ...getFilterInfoQuery(enrollmentId ?? ''), enabled: Boolean(enrollmentId) });
  const ready = !enrollmentId || filter.isFetched;
  const initial = filter.data
    ? { zip: filter.data.zip, gender: filter.data.gender, tier: filter.data.tier, dob: filter.data.dob }
    : undefined;
  return (
    <div className="landing">
      <section className="hero">
        {/* The banner's place is kept while the branding loads, so the page does not move when it comes. */}
        {branding === null ? <div className="hero__banner" /> : null}
        {branding?.banner_image ? (
          <img
            className="hero__banner"
            src={branding.banner_image}
            alt=""
            width={1200}
            height={240}
            fetchPriority="high"
          />
        ) : null}
        {owner ? <p className="hero__owner">{owner.displayName}</p> : null}
        <h1>Benefit and insurance plans, priced for you</h1>
        {owner?.tagline ? <p className="hero__tagline">{owner.tagline}</p> : null}
        <p>
          Dental, vision, medical, life and supplemental coverage. Tell us a little about yourself to see your
          prices.
        </p>
      </section>
      {doctor ? (
        <Suspense fallback={<p>Loading…</p>}>
          <DoctorLanding />
        </Suspense>
      ) : null}
      {doctor ? null : (
        // What sits below the form shows together with it, so the form's arrival never pushes the
        // featured plans down the screen (a layout shift).
        <Suspense fallback={<p>Loading…</p>}>
          {ready ? <EligibilityFormChunk initial={initial} /> : <p>Loading…</p>}
          <Suspense fallback={null}>
            <PopularInState />
          </Suspense>
          {/* A store whose catalog features no plan shows no empty heading (it keeps its place while asked). */}
          {ready && !(featured.isSuccess && featured.data.result.length === 0) ? (
            <section aria-labelledby="featured-title" className="featured">
              <h2 id="featured-title">Featured plans</h2>
              <Suspense fallback={null}>
                <PlanGrid plans={featured.data?.result ?? []} />
              </Suspense>
            </section>
          ) : null}
        </Suspense>
      )}
    </div>
  );
}
