import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getMemberPolicies,
  makePolicyChange,
  type PolicyView,
  previewPolicyChange,
} from '../../../contract/policyCalls';
import { getPolicyOptions } from '../../../contract/policyOptionCalls';
import { callApi } from '../../api/callApi';
import { callKey, callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { type ChangeCalls, ChangeFlow } from '../../policy/ChangeFlow';
import { type ChangeAction, changeActions } from '../../policy/changeActions';
import { PolicyCoverage } from '../../policy/PolicyCoverage';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';

/** The member's changes go through their member link's enrollment: the server finds the policy in its reach. */
function memberCalls(enrollmentId: string, policyId: string): ChangeCalls {
  const on = { policy_id: policyId, enrollment_id: enrollmentId };
  return {
    preview: (request) => callApi(previewPolicyChange, { body: { ...request, ...on } }),
    make: (request) => callApi(makePolicyChange, { body: { ...request, ...on } }),
    options: (asked) => callApi(getPolicyOptions, { query: { ...asked, ...on } }),
  };
}

/**
 * Member home's "Your coverage" (issue 41): each policy of the member who came by their member link,
 * with its members' coverage and changes, and the changes the member may make: report a life event,
 * change the address, end (or cancel) coverage. Each shows the price change before it is confirmed.
 */
export function MemberCoverage({ enrollmentId }: { enrollmentId: string }) {
  const queryClient = useQueryClient();
  const input = { query: { enrollment_id: enrollmentId } };
  const policies = useQuery({ ...callQuery(getMemberPolicies, input), retry: false });
  const [changing, setChanging] = useState<{ policy: PolicyView; action: ChangeAction } | null>(null);

  return (
    <section className="member-coverage" aria-labelledby="your-coverage">
      <h2 id="your-coverage">Your coverage</h2>
      {policies.isError ? (
        <LoadFailed what="your coverage" onRetry={() => void policies.refetch()} />
      ) : !policies.data ? (
        <p role="status">Loading your coverage…</p>
      ) : policies.data.policies.length === 0 ? (
        <p>You have no submitted enrollment yet.</p>
      ) : (
        policies.data.policies.map((policy) => (
          <div key={policy.policy_id} className="member-coverage__policy">
            <PolicyCoverage
              policy={policy}
              headingLevel={3}
              proofs={{ enrollmentId, onChanged: () => void policies.refetch() }}
            />
            <div className="button-row">
              {changeActions('member', policy).map((action) => (
                <button
                  key={action.label}
                  type="button"
                  className="button"
                  aria-label={`${action.label} (${policy.policy_id})`}
                  onClick={() => setChanging({ policy, action })}
                >
                  {action.label}
                </button>
              ))}
            </div>
          </div>
        ))
      )}
      {changing ? (
        <Modal open title={changing.action.label} onClose={() => setChanging(null)}>
          <ChangeFlow
            policy={changing.policy}
            action={changing.action}
            caller="member"
            calls={memberCalls(enrollmentId, changing.policy.policy_id)}
            onMade={() => void queryClient.invalidateQueries({ queryKey: callKey(getMemberPolicies, input) })}
            onClose={() => setChanging(null)}
          />
        </Modal>
      ) : null}
    </section>
  );
}
