import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { validateZipCode } from '../../../contract/filterCalls';
import { getEnrollmentInfoReferral } from '../../../contract/referralCalls';
import { eligibilityForm } from '../../../domain/forms/eligibilityForm';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { saveEligibility } from '../../components/saveEligibility';
import { EligibilityFields } from '../../forms/EligibilityFields';
import { useServerForm } from '../../forms/useServerForm';
import { setEnrollContext } from '../../session/enrollContext';
import { setEnrollmentId } from '../../session/enrollmentSession';
import { usePageTitle } from '../../site/usePageTitle';
import { ErrorSummary } from '../../ui/ErrorSummary';

/** The zip is checked with the server once the visitor stops typing for this long. */
export const ZIP_CHECK_DELAY_MS = 2000;
const BOTH_FIELDS = 'Please fill the both fields.';

/**
 * /referrals?rid=…: a referral link's landing. "Referred By" the rep when the link is valid, then
 * two slides (zip and gender; tier and date of birth) before the plans.
 */
export function ReferralPage() {
  usePageTitle('Get Started');
  const rid = useSearchParams()[0].get('rid') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [slide, setSlide] = useState(1);
  const [ready, setReady] = useState(false);
  const [slideError, setSlideError] = useState<string | null>(null);
  const [slideAttempt, setSlideAttempt] = useState(0);
  const [place, setPlace] = useState<string | null>(null);
  const referral = useQuery({
    ...callQuery(getEnrollmentInfoReferral, { query: { referral_id: rid } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const info = referral.data;
  useEffect(() => {
    if (!info) return;
    // A referral link starts afresh, with the link's rep and group.
    setEnrollmentId(null);
    setEnrollContext(
      info.valid_referral_link && info.agent_id !== null
        ? {
            eprocess: 'applicant',
            agent_id: info.agent_id,
            ...(info.group_id === null ? {} : { group_id: info.group_id }),
            referral: rid,
          }
        : null,
    );
    setReady(true);
  }, [info, rid]);

  const { form, submit, attempt, summary, errorOf } = useServerForm(eligibilityForm(), {
    defaultValues: { zip: '', tier: 'IO', dob: '' },
    onValid: async (values) => {
      await saveEligibility(values, null);
      await queryClient.invalidateQueries();
      await navigate('/plans');
    },
  });
  const zip = form.watch('zip');
  useEffect(() => {
    setPlace(null);
    if (!/^\d{5}$/.test(zip ?? '')) return;
    const timer = window.setTimeout(async () => {
      try {
        const found = await callApi(validateZipCode, { query: { zip_code: zip } });
        setPlace(`${found.city}, ${found.state_abbreviation}`);
        form.clearErrors('zip');
      } catch (error) {
        if (error instanceof ApiError) form.setError('zip', { type: 'server', message: error.firstMessage });
      }
    }, ZIP_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [zip, form]);

  if (referral.isError) return <Navigate to="/404" replace />;
  if (!ready || !info) return <p>Loading…</p>;

  const next = async () => {
    const [zipValue, gender] = form.getValues(['zip', 'gender']);
    if (!zipValue || !gender) {
      setSlideError(BOTH_FIELDS);
      setSlideAttempt((n) => n + 1);
      return;
    }
    setSlideError(null);
    if (await form.trigger(['zip', 'gender'])) setSlide(3);
    else setSlideAttempt((n) => n + 1);
  };
  const items =
    slide === 2 ? [...(slideError ? [{ name: 'zip', message: slideError }] : []), ...summary] : summary;

  return (
    <div className="referral">
      {slide === 1 ? (
        <section className="hero">
          {info.referrer_info ? (
            <p className="referred-by">
              Referred By <strong>{info.referrer_info.name}</strong>
            </p>
          ) : null}
          <h1>Benefit and insurance plans, priced for you</h1>
          <button type="button" className="button button--primary" onClick={() => setSlide(2)}>
            Get Started
          </button>
        </section>
      ) : (
        <form onSubmit={submit} noValidate className="eligibility-form" aria-labelledby="referral-title">
          <h1 id="referral-title">{slide === 2 ? 'Where do you live?' : 'Who is covered?'}</h1>
          <p>Step {slide - 1} of 2</p>
          <ErrorSummary items={items} attempt={attempt + slideAttempt} />
          {slide === 2 ? (
            <>
              <EligibilityFields
                register={form.register}
                control={form.control}
                errorOf={errorOf}
                only={['zip', 'gender']}
                zipHint={place ? <span aria-live="polite">{place}</span> : null}
              />
              <div className="button-row">
                <button type="button" className="button" onClick={() => setSlide(1)}>
                  Back
                </button>
                {/* The third slide's submit button takes this one's place as the click ends: without
                    preventDefault the click would go on to submit the form, empty, from there. */}
                <button
                  type="button"
                  className="button button--primary"
                  onClick={(event) => {
                    event.preventDefault();
                    void next();
                  }}
                >
                  Next
                </button>
              </div>
            </>
          ) : (
            <>
              <EligibilityFields
                register={form.register}
                control={form.control}
                errorOf={errorOf}
                only={['tier', 'dob']}
              />
              <div className="button-row">
                <button type="button" className="button" onClick={() => setSlide(2)}>
                  Back
                </button>
                <button
                  type="submit"
                  className="button button--primary"
                  disabled={form.formState.isSubmitting}
                >
                  View Plans
                </button>
              </div>
            </>
          )}
        </form>
      )}
    </div>
  );
}
