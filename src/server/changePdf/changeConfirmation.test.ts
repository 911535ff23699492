import { describe, expect, it } from 'vitest';
import type { PolicyView } from '../../contract/policyCalls';
import { type ChangedSpan, changeConfirmation } from './changeConfirmation';

type Change = PolicyView['changes'][number];

const change = (id: string, extra: Partial<Change> = {}): Change => ({
  change_id: id,
  kind: 'terminate',
  event: null,
  event_date: null,
  effective_date: '03/31/2026',
  made_by: 'Rep Jordan Ellis',
  made_at: '2026-03-10T09:05:00.000Z',
  monthly_before: 312,
  monthly_after: 0,
  carrier_status: 'sent',
  proof_asked: null,
  proofs: [],
  ...extra,
});

const policy = (changes: Change[]): PolicyView => ({
  policy_id: 'BS1000000001',
  status: 'active',
  monthly: 312,
  members: [
    { member_id: '1', relationship: 'subscriber', first_name: 'Maria', last_name: 'Lopez', coverage: [] },
    { member_id: '2', relationship: 'spouse', first_name: 'Luis', last_name: 'Lopez', coverage: [] },
    { member_id: '3', relationship: 'child', first_name: 'Ana', last_name: 'Lopez', coverage: [] },
  ],
  changes,
  life_events: [
    {
      id: 'marriage',
      name: 'Marriage',
      window_before_days: 0,
      window_after_days: 60,
      allows: [],
      proof: 'A marriage certificate',
    },
  ],
});

const span = (member: number, extra: Partial<ChangedSpan>): ChangedSpan => ({
  member_number: member,
  plan_name: 'Harborline Dental Preferred',
  carrier_name: 'Harborline Mutual',
  option: 'Basic',
  tier: 'IF',
  start_date: '2026-02-01',
  end_date: null,
  started_by_change: null,
  ended_by_change: null,
  ...extra,
});

const source = (changes: Change[], changeId: string, spans: ChangedSpan[]) => ({
  policy: policy(changes),
  changeId,
  number: 2,
  spans,
  storeName: 'The Benefit Store',
  printedAt: new Date('2026-04-02T08:00:00Z'),
});

describe('changeConfirmation', () => {
  it('words a termination: the change, who made it and when, prices, the carrier status when printed; members it ended', () => {
    const record = changeConfirmation(
      source([change('c-1'), change('c-2')], 'c-2', [
        span(1, { end_date: '2026-03-31', ended_by_change: 'c-2' }),
        span(2, { end_date: '2026-03-31', ended_by_change: 'c-2' }),
        // Ana's coverage was ended by another change: she is not one this change touched.
        span(3, { end_date: '2026-02-28', ended_by_change: 'c-1' }),
      ]),
    );
    expect(record).toEqual({
      kind: 'change',
      policyId: 'BS1000000001',
      storeName: 'The Benefit Store',
      madeAt: new Date('2026-03-10T09:05:00.000Z'),
      title: 'Change to policy BS1000000001',
      rows: [
        { label: 'Change', value: 'Change 2: Coverage ended' },
        { label: 'Life event', value: 'None' },
        { label: 'Effective date', value: '03/31/2026' },
        { label: 'Made by', value: 'Rep Jordan Ellis' },
        { label: 'Made on', value: '03/10/2026 at 09:05 UTC' },
        { label: 'Monthly price before', value: '$312.00' },
        { label: 'Monthly price after', value: '$0.00' },
        { label: 'Carrier status on 04/02/2026', value: 'Sent to carrier' },
      ],
      members: [
        {
          name: 'Maria Lopez (Subscriber)',
          before: ['Harborline Dental Preferred (Harborline Mutual), Basic, Family: 02/01/2026 – 03/31/2026'],
          after: [],
        },
        {
          name: 'Luis Lopez (Spouse)',
          before: ['Harborline Dental Preferred (Harborline Mutual), Basic, Family: 02/01/2026 – 03/31/2026'],
          after: [],
        },
      ],
    });
  });

  it('says a span cancelled before it started reads cancelled, and the life event, proof asked and its review', () => {
    const married = change('c-2', {
      kind: 'add_dependent',
      event: 'marriage',
      event_date: '03/14/2026',
      carrier_status: 'accepted',
      proof_asked: 'A marriage certificate',
      proofs: [
        {
          proof_id: 'p-1',
          file_name: 'certificate.pdf',
          content_type: 'application/pdf',
          bytes: 1000,
          uploaded_at: '2026-03-15T00:00:00Z',
          status: 'refused',
          reviewed_at: '2026-03-16T00:00:00Z',
          note: 'Unreadable',
        },
        {
          proof_id: 'p-2',
          file_name: 'certificate-2.pdf',
          content_type: 'application/pdf',
          bytes: 1000,
          uploaded_at: '2026-03-17T00:00:00Z',
          status: 'submitted',
          reviewed_at: null,
          note: null,
        },
      ],
    });
    const record = changeConfirmation(
      source([married], 'c-2', [
        span(1, { tier: 'IO', start_date: '2026-04-01', end_date: '2026-03-31', ended_by_change: 'c-2' }),
        span(1, { tier: 'IS', start_date: '2026-04-01', started_by_change: 'c-2' }),
        span(2, { tier: 'IS', start_date: '2026-04-01', started_by_change: 'c-2' }),
      ]),
    );
    expect(record?.rows).toContainEqual({ label: 'Life event', value: 'Marriage on 03/14/2026' });
    expect(record?.rows).toContainEqual({
      label: 'Carrier status on 04/02/2026',
      value: 'Accepted by carrier',
    });
    expect(record?.rows.slice(-2)).toEqual([
      { label: 'Proof asked', value: 'A marriage certificate' },
      {
        label: 'Proof review',
        value: 'certificate.pdf: Refused: Unreadable\ncertificate-2.pdf: Waiting for review',
      },
    ]);
    expect(record?.members).toEqual([
      {
        name: 'Maria Lopez (Subscriber)',
        before: [
          'Harborline Dental Preferred (Harborline Mutual), Basic, Member Only: cancelled before 04/01/2026',
        ],
        after: ['Harborline Dental Preferred (Harborline Mutual), Basic, Member + Spouse: from 04/01/2026'],
      },
      {
        name: 'Luis Lopez (Spouse)',
        before: [],
        after: ['Harborline Dental Preferred (Harborline Mutual), Basic, Member + Spouse: from 04/01/2026'],
      },
    ]);
  });

  it('answers nothing for a change the policy does not have', () => {
    expect(changeConfirmation(source([change('c-1')], 'c-9', []))).toBeUndefined();
  });
});
