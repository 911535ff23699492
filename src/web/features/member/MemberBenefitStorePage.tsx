import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { addFilterForMember } from '../../../contract/memberCalls';
import { TIERS, type Tier } from '../../../domain/tiers';
import { ApiError } from '../../api/apiError';
import { callApi } from '../../api/callApi';
import { TierChoiceForm } from '../../components/TierChoiceForm';
import { setEnrollContext } from '../../session/enrollContext';
import { setEnrollmentId } from '../../session/enrollmentSession';
import { usePageTitle } from '../../site/usePageTitle';

const isTier = (value: string | undefined): value is Tier =>
  (TIERS as readonly string[]).includes(value ?? '');

/**
 * /member-benefit-store/{id}/{tier}: a member's link from their dashboard. The link's id and
 * tier start the member's enrollment and the plans open; a link without a known tier asks it.
 */
export function MemberBenefitStorePage() {
  usePageTitle('Choose your coverage tier');
  const { id = '', tier } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);

  const open = async (chosen: Tier) => {
    const created = await callApi(addFilterForMember, {
      body: { user_id: id, tier: chosen, open_type: 'user' },
    });
    setEnrollmentId(created.temp_enrollment_id);
    setEnrollContext({ eprocess: 'applicant', open_type: 'user' });
    queryClient.clear();
    await navigate('/plans', { replace: true });
  };

  // The link opens once, even when React runs the effect twice.
  const opened = useRef('');
  useEffect(() => {
    if (!isTier(tier) || opened.current === `${id}/${tier}`) return;
    opened.current = `${id}/${tier}`;
    open(tier).catch((error: unknown) =>
      setProblem(error instanceof ApiError ? error.firstMessage : 'Something went wrong. Please try again.'),
    );
  });

  if (problem) {
    return (
      <section>
        <h1>Member link</h1>
        <p role="alert">{problem}</p>
        <Link to="/">Back to Homepage</Link>
      </section>
    );
  }
  if (isTier(tier)) return <p>Opening your plans…</p>;
  return (
    <section>
      <h1>Choose your coverage tier</h1>
      <TierChoiceForm onChoose={open} />
    </section>
  );
}
