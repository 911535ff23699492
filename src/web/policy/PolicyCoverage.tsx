import { useId } from 'react';
import type { PolicyView } from '../../contract/policyCalls';
import { CHANGE_KIND_LABELS, carrierStatusText, RELATIONSHIP_LABELS } from '../../domain/changeWords';
import { formatDollars } from '../ui/money';
import { ChangePdfLink } from './ChangePdfLink';
import { ChangeProofs, type ProofAccess } from './ChangeProofs';
import { coverageLines } from './coverageLines';
import { POLICY_STATUS_LABELS } from './policyWords';

/** A change's event in words: the catalog's name, or the id when the policy's events no longer list it. */
function eventName(policy: PolicyView, id: string | null): string | null {
  if (!id) return null;
  return policy.life_events.find((event) => event.id === id)?.name ?? id;
}

/**
 * One policy as its member, rep or group administrator reads it: its confirmation number, status and
 * monthly price, each member with their coverage (plan, option, from–to) and the changes made, each
 * with where it stands with the carrier.
 */
export function PolicyCoverage({
  policy,
  headingLevel,
  proofs,
}: {
  policy: PolicyView;
  headingLevel: 2 | 3;
  /** Who reads the changes' proofs (issue 41): each change whose event asks for one shows them. */
  proofs?: ProofAccess;
}) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className="policy-coverage" aria-labelledby={titleId}>
      <Heading id={titleId}>Confirmation number {policy.policy_id}</Heading>
      <dl className="policy-coverage__facts">
        <div>
          <dt>Status</dt>
          <dd>{POLICY_STATUS_LABELS[policy.status]}</dd>
        </div>
        <div>
          <dt>Monthly price</dt>
          <dd>{formatDollars(policy.monthly)}</dd>
        </div>
      </dl>
      <Sub>Members</Sub>
      <ul className="policy-coverage__members">
        {policy.members.map((member) => (
          <li key={member.member_id}>
            <p className="policy-coverage__name">
              {member.first_name} {member.last_name} ({RELATIONSHIP_LABELS[member.relationship]})
            </p>
            <ul>
              {coverageLines(member.coverage).map((line) => (
                <li key={line.key}>{line.text}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {policy.changes.length > 0 ? (
        <>
          <Sub>Changes</Sub>
          <ul className="policy-coverage__changes">
            {policy.changes.map((change) => {
              const event = eventName(policy, change.event);
              return (
                <li key={change.change_id}>
                  <p className="policy-coverage__name">
                    {CHANGE_KIND_LABELS[change.kind]}
                    {event ? ` (${event}${change.event_date ? ` on ${change.event_date}` : ''})` : ''}
                  </p>
                  <p>
                    From {change.effective_date}; monthly {formatDollars(change.monthly_before)} →{' '}
                    {formatDollars(change.monthly_after)}. Made by: {change.made_by}. Carrier:{' '}
                    {carrierStatusText(change.carrier_status)}
                  </p>
                  <ChangePdfLink
                    policyId={policy.policy_id}
                    changeId={change.change_id}
                    enrollmentId={proofs?.enrollmentId}
                  />
                  {proofs && (change.proof_asked || change.proofs.length > 0) ? (
                    <ChangeProofs policyId={policy.policy_id} change={change} access={proofs} />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
