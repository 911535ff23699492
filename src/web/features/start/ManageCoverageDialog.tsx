import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getPolicy, makePolicyChange, previewPolicyChange } from '../../../contract/policyCalls';
import { getPolicyOptions } from '../../../contract/policyOptionCalls';
import { callApi } from '../../api/callApi';
import { callKey, callQuery } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { type ChangeCalls, ChangeFlow } from '../../policy/ChangeFlow';
import { type ChangeAction, type ChangeCaller, changeActions } from '../../policy/changeActions';
import { PolicyCoverage } from '../../policy/PolicyCoverage';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';

function bookCalls(policyId: string): ChangeCalls {
  return {
    preview: (request) => callApi(previewPolicyChange, { body: { ...request, policy_id: policyId } }),
    make: (request) => callApi(makePolicyChange, { body: { ...request, policy_id: policyId } }),
    options: (asked) => callApi(getPolicyOptions, { query: { ...asked, policy_id: policyId } }),
  };
}

/**
 * The book's "Manage coverage" (issue 41): one policy's members, coverage and changes, and the changes
 * the signed-in rep or group administrator may make on the member's behalf, each in the same dialog:
 * its form, the price change before it is confirmed, then the change with its carrier status.
 */
export function ManageCoverageDialog({
  policyId,
  name,
  caller,
  onChanged,
  onClose,
}: {
  policyId: string;
  name: string;
  caller: Exclude<ChangeCaller, 'member'>;
  onChanged: () => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const input = { query: { policy_id: policyId } };
  const policy = useQuery({ ...callQuery(getPolicy, input), retry: false, gcTime: 0 });
  const [action, setAction] = useState<ChangeAction | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const wasChanging = useRef(false);
  // Back from a change, focus returns to the policy's actions (the change's form is gone).
  useEffect(() => {
    if (action) wasChanging.current = true;
    else if (wasChanging.current) actionsRef.current?.querySelector('button')?.focus();
  }, [action]);

  let body: React.ReactNode;
  if (policy.isError) {
    body = <LoadFailed what="this policy" onRetry={() => void policy.refetch()} />;
  } else if (!policy.data) {
    body = <p role="status">Loading the policy…</p>;
  } else if (action) {
    body = (
      <ChangeFlow
        policy={policy.data}
        action={action}
        title={action.label}
        caller={caller}
        calls={bookCalls(policyId)}
        onMade={() => {
          void queryClient.invalidateQueries({ queryKey: callKey(getPolicy, input) });
          onChanged();
        }}
        onClose={() => setAction(null)}
      />
    );
  } else {
    const actions = changeActions(caller, policy.data);
    body = (
      <>
        <PolicyCoverage
          policy={policy.data}
          headingLevel={3}
          proofs={{ onChanged: () => void policy.refetch() }}
        />
        <div className="button-row" ref={actionsRef}>
          {actions.map((choice) => (
            <button key={choice.label} type="button" className="button" onClick={() => setAction(choice)}>
              {choice.label}
            </button>
          ))}
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </>
    );
  }
  return (
    <Modal open title={`Manage coverage: ${name}`} onClose={onClose}>
      {body}
    </Modal>
  );
}
