import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  BOOK_STATUS_LABELS,
  type BookCarrier,
  type BookCarrierStatus,
  type BookRow,
} from '../../../contract/bookOfBusinessCalls';
import { type CorrectionField, correctionFields } from '../../../domain/formFields/correctionFields';
import { formatDollars } from '../../ui/money';
import { type ResendCalls, ResendDialog } from './ResendDialog';
import type { ResendAnswer } from './ResendForm';

// Its own chunk, loaded when a row's Manage coverage is chosen (the change forms are not the book's).
const ManageCoverageDialog = lazy(async () => ({
  default: (await import('./ManageCoverageDialog')).ManageCoverageDialog,
}));

const CARRIER_STATUS_LABELS: Record<BookCarrierStatus, string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent to carrier',
  accepted: 'Accepted',
  rejected: 'Rejected',
  skipped: 'Not sent',
};

/** One carrier's line: its status (a resend's own words), with the carrier's reason when rejected. */
function carrierText(carrier: BookCarrier): string {
  const label =
    carrier.resent && carrier.status === 'pending'
      ? 'Corrected, waiting to be sent again'
      : carrier.resent && carrier.status === 'sent'
        ? 'Sent again to carrier'
        : CARRIER_STATUS_LABELS[carrier.status];
  const reason = carrier.status === 'rejected' && carrier.detail ? `: ${carrier.detail}` : '';
  return `${carrier.carrier_name}: ${label}${reason}`;
}

/** What the status cell says first: the status, with the step reached, or the reason when no carrier line says it. */
function statusText(row: BookRow): string {
  const label = BOOK_STATUS_LABELS[row.status];
  if (row.status === 'in_progress' && row.step_reached) return `${label}: ${row.step_reached} saved`;
  if (row.status === 'rejected' && row.status_detail && row.carriers.length === 0)
    return `${label}: ${row.status_detail}`;
  return label;
}

const FIELDS = correctionFields();
const keyOf = (policyId: string, carrierId: number) => `${policyId}:${carrierId}`;

/** The confirmation of a resend, in words: what goes where, and which fields changed. */
function resentMessage(name: string, carrier: string, answer: ResendAnswer): string {
  const labels = answer.corrected.map((field) => FIELDS[field as CorrectionField]?.label ?? field);
  const what =
    labels.length > 0 ? `Corrected: ${labels.join(', ')}.` : 'Nothing was changed; it goes again as it is.';
  return `${name}'s enrollment will be sent to ${carrier} again, as a new transaction, with its next file. ${what}`;
}

/**
 * The book's table: one row per enrollment (a card on a phone), with Continue on one a rep may
 * continue and Fix and resend for each carrier that rejected one (issue 38). A resend shows on its row
 * at once, as the call answered it, and is confirmed in a live region.
 */
export function BookTable({
  rows,
  page,
  pages,
  onContinue,
  resend,
  manage,
}: {
  rows: readonly BookRow[];
  page: number;
  pages: number;
  onContinue: (row: BookRow) => void;
  resend: ResendCalls & { onResent: (answer: ResendAnswer) => void };
  /** Manage coverage of a submitted enrollment (issue 41): who changes it, and what to do once changed. */
  manage?: { caller: 'agent' | 'group'; onChanged: () => void };
}) {
  const [managing, setManaging] = useState<{ policyId: string; name: string } | null>(null);
  const [fixing, setFixing] = useState<{ row: BookRow & { policy_id: string }; carrier: BookCarrier } | null>(
    null,
  );
  const [resent, setResent] = useState<Record<string, ResendAnswer>>({});
  const [confirmation, setConfirmation] = useState('');
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  // The book read again says it from the server: a later rejection of the resent one shows as it is.
  useEffect(() => {
    if (rows) setResent({});
  }, [rows]);

  /** A carrier as the resend answered, until the book is read again. */
  const shown = (row: BookRow, carrier: BookCarrier): BookCarrier => {
    const answer = row.policy_id ? resent[keyOf(row.policy_id, carrier.carrier_id)] : undefined;
    if (!answer || carrier.status !== 'rejected') return carrier;
    return { ...carrier, status: answer.status, detail: null, resent: true, resendable: false };
  };

  const sent = (answer: ResendAnswer) => {
    if (!fixing) return;
    setResent((before) => ({ ...before, [keyOf(answer.policy_id, answer.carrier_id)]: answer }));
    setConfirmation(resentMessage(fixing.row.name, fixing.carrier.carrier_name, answer));
    setFixing(null);
    resend.onResent(answer);
    // The button is gone with the dialog: focus goes to the confirmation, which says what happened.
    requestAnimationFrame(() => confirmationRef.current?.focus());
  };

  return (
    <>
      <div role="status" aria-live="polite" className="book-of-business__confirmation">
        {confirmation ? (
          <p className="notice" tabIndex={-1} ref={confirmationRef}>
            {confirmation}
          </p>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section className="table-scroll" aria-label="Enrollments" tabIndex={0}>
        <table className="member-table">
          <caption className="visually-hidden">
            Enrollments, page {page} of {pages}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Policy ID</th>
              <th scope="col">Status</th>
              <th scope="col">Plans</th>
              <th scope="col">Effective Date</th>
              <th scope="col">First Month</th>
              <th scope="col">Monthly</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const name = row.name || 'Applicant not yet named';
              const carriers = row.carriers.map((carrier) => shown(row, carrier));
              const policyId = row.policy_id;
              return (
                <tr key={policyId ?? row.enrollment_id ?? `${row.started_or_submitted_at}-${index}`}>
                  <th scope="row">{name}</th>
                  <td data-label="Policy ID">{policyId ?? 'In progress'}</td>
                  <td data-label="Status">
                    <div>
                      {statusText(row)}
                      {carriers.length > 0 ? (
                        <ul className="plan-status">
                          {carriers.map((carrier) => (
                            <li key={carrier.carrier_id}>{carrierText(carrier)}</li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  </td>
                  <td data-label="Plans">
                    {row.plans.length > 0 ? (
                      <ul className="plan-status">
                        {row.plans.map((plan) => (
                          <li key={plan}>{plan}</li>
                        ))}
                      </ul>
                    ) : (
                      'None yet'
                    )}
                  </td>
                  <td data-label="Effective Date">{row.effective_date || 'Not yet chosen'}</td>
                  <td data-label="First Month">{formatDollars(row.initial_month_cost)}</td>
                  <td data-label="Monthly">{formatDollars(row.recurring_month_cost)}</td>
                  <td className="member-table__actions">
                    {row.enrollment_id ? (
                      <button
                        type="button"
                        className="button button--primary"
                        aria-label={`Continue: ${name}`}
                        onClick={() => onContinue(row)}
                      >
                        Continue
                      </button>
                    ) : null}
                    {policyId && manage ? (
                      <button
                        type="button"
                        className="button"
                        aria-label={`Manage coverage: ${name}`}
                        onClick={() => setManaging({ policyId, name })}
                      >
                        Manage coverage
                      </button>
                    ) : null}
                    {policyId
                      ? carriers
                          .filter((carrier) => carrier.resendable)
                          .map((carrier) => (
                            <button
                              key={carrier.carrier_id}
                              type="button"
                              className="button button--primary"
                              aria-label={`Fix and resend: ${name}, ${carrier.carrier_name}`}
                              onClick={() => {
                                setConfirmation('');
                                setFixing({ row: { ...row, policy_id: policyId }, carrier });
                              }}
                            >
                              Fix and resend
                            </button>
                          ))
                      : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {fixing ? (
        <ResendDialog
          row={fixing.row}
          carrier={fixing.carrier}
          calls={resend}
          onSent={sent}
          onClose={() => setFixing(null)}
        />
      ) : null}
      {managing && manage ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <ManageCoverageDialog
            policyId={managing.policyId}
            name={managing.name}
            caller={manage.caller}
            onChanged={manage.onChanged}
            onClose={() => setManaging(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
