import type { BookCarrier, BookRow } from '../../../contract/bookOfBusinessCalls';
import { type CorrectionValues, getBookResendForm } from '../../../contract/resendCalls';
import { callKey } from '../../api/callQuery';
import { useQuery } from '../../api/useQuery';
import { LoadFailed } from '../../ui/LoadFailed';
import { Modal } from '../../ui/Modal';
import { type ResendAnswer, ResendForm } from './ResendForm';

/** The reads and the change a Fix and resend makes: the contract's calls on the page, given to the dialog. */
export interface ResendCalls {
  read: (policyId: string) => Promise<CorrectionValues>;
  send: Parameters<typeof ResendForm>[0]['send'];
}

/**
 * Fix and resend for one rejected carrier of one enrollment (issue 38): a dialog that reads what is on
 * file, then shows the form started from it. A read that fails shows a retry, never an empty form that
 * could be saved over what is stored.
 */
export function ResendDialog({
  row,
  carrier,
  calls,
  onSent,
  onClose,
}: {
  row: BookRow & { policy_id: string };
  carrier: BookCarrier;
  calls: ResendCalls;
  onSent: (answer: ResendAnswer) => void;
  onClose: () => void;
}) {
  const policyId = row.policy_id;
  const onFile = useQuery({
    queryKey: callKey(getBookResendForm, { query: { policy_id: policyId } }),
    queryFn: () => calls.read(policyId),
    // What is on file changes with the resend, and is personal: never kept once the dialog closes.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  return (
    <Modal open title={`Fix and resend: ${row.name}`} onClose={onClose}>
      <p>
        {carrier.carrier_name} rejected this enrollment
        {carrier.detail ? <>: {carrier.detail}</> : '.'}
      </p>
      {onFile.isError ? (
        <>
          <LoadFailed what="what is on file for this enrollment" onRetry={() => void onFile.refetch()} />
          <div className="button-row">
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </>
      ) : onFile.data ? (
        <ResendForm
          policyId={policyId}
          carrierId={carrier.carrier_id}
          carrierName={carrier.carrier_name}
          onFile={onFile.data}
          send={calls.send}
          onSent={onSent}
          onCancel={onClose}
        />
      ) : (
        <p role="status">Loading what is on file…</p>
      )}
    </Modal>
  );
}
