// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describedBy } from '../../../../testing/web/describedBy';
import { errorSummary, summaryLinks } from '../../../../testing/web/errorSummary';
import type { BookCarrier, BookRow } from '../../../contract/bookOfBusinessCalls';
import type { FieldError } from '../../../contract/envelope';
import { type CorrectionValues, RESEND_NOT_REJECTED } from '../../../contract/resendCalls';
import { SSN_MESSAGE } from '../../../domain/fieldRules';
import { ApiError } from '../../api/apiError';
import { BookTable } from './BookTable';
import type { ResendAnswer } from './ResendForm';

const HARBORLINE = 1;
const REASON = 'NM1 segment 9 (loop 2100A): Invalid Code Value (7)';

const carrier = (over: Partial<BookCarrier> = {}): BookCarrier => ({
  carrier_id: HARBORLINE,
  carrier_name: 'Harborline Mutual',
  status: 'sent',
  detail: null,
  resent: false,
  resendable: false,
  ...over,
});

const row = (over: Partial<BookRow>): BookRow => ({
  name: 'Maria Lopez',
  policy_id: 'BS1000000001',
  status: 'sent',
  status_detail: null,
  step_reached: null,
  plans: ['Harborline Dental Essentials'],
  effective_date: '01/01/2027',
  initial_month_cost: 32.5,
  recurring_month_cost: 30,
  started_or_submitted_at: '2026-11-23T12:00:00.000Z',
  enrollment_id: null,
  carriers: [carrier()],
  ...over,
});

/** The book as the server lists it: one in progress, one sent, one rejected, one already resent. */
const ROWS: BookRow[] = [
  row({
    name: 'Zelda Lopez',
    policy_id: null,
    status: 'in_progress',
    step_reached: 'Personal Information',
    enrollment_id: 'a'.repeat(32),
    carriers: [],
  }),
  row({ name: 'Sam Sent', policy_id: 'BS1000000002' }),
  row({
    name: 'Maria Lopez',
    policy_id: 'BS1000000003',
    status: 'rejected',
    status_detail: `Harborline Mutual: ${REASON}`,
    carriers: [carrier({ status: 'rejected', detail: REASON, resendable: true })],
  }),
  row({
    name: 'Ruth Resent',
    policy_id: 'BS1000000004',
    status: 'submitted',
    carriers: [carrier({ status: 'pending', resent: true })],
  }),
];

const ON_FILE: CorrectionValues = {
  first_name: 'Maria',
  middle_name: '',
  last_name: 'Lopez',
  birthdate: '04/12/1985',
  gender: '1',
  ssn: '•••••6789',
  address1: '120 Palm Drive',
  address2: '',
  city: 'Beverly Hills',
  state: 'CA',
  zip: '90210',
};

let user: UserEvent;
let client: QueryClient;
/** What reading what is on file answers this time: the values, or what callApi throws. */
let readFailure: unknown = null;
let reads: string[] = [];
/** What the resend answers this time: its answer, or what callApi throws for a refusal. */
let refusal: unknown = null;
let sent: Record<string, unknown>[] = [];
let resentAnswers: ResendAnswer[] = [];

beforeEach(() => {
  user = userEvent.setup();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  readFailure = null;
  reads = [];
  refusal = null;
  sent = [];
  resentAnswers = [];
});
afterEach(() => {
  cleanup();
  client.clear();
});

function show() {
  render(
    <QueryClientProvider client={client}>
      <BookTable
        rows={ROWS}
        page={1}
        pages={1}
        onContinue={() => {}}
        resend={{
          read: async (policyId) => {
            reads.push(policyId);
            if (readFailure) throw readFailure;
            return ON_FILE;
          },
          send: async (body) => {
            sent.push(JSON.parse(JSON.stringify(body)));
            if (refusal) throw refusal;
            return {
              policy_id: body.policy_id,
              carrier_id: Number(body.carrier_id),
              status: 'pending',
              corrected: Object.keys(body).filter(
                (key) =>
                  key !== 'policy_id' && key !== 'carrier_id' && body[key as keyof typeof body] !== undefined,
              ),
            };
          },
          onResent: (answer) => resentAnswers.push(answer),
        }}
      />
    </QueryClientProvider>,
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const fixButtons = () => screen.queryAllByRole('button', { name: /^Fix and resend/ });
const dialog = () => screen.getByRole('dialog', { name: 'Fix and resend: Maria Lopez' });
const field = (name: string) => within(dialog()).getByLabelText(name) as HTMLInputElement;

async function openForm() {
  await user.click(screen.getByRole('button', { name: 'Fix and resend: Maria Lopez, Harborline Mutual' }));
  await waitFor(() => expect(within(dialog()).getByLabelText('First Name')).toBeTruthy());
}

describe('Fix and resend on the book of business', () => {
  it('is offered on the rejected row only, named with the person and the carrier', () => {
    show();
    expect(fixButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Fix and resend: Maria Lopez, Harborline Mutual',
    ]);
    expect(within(rowOf('Maria Lopez')).getByRole('button').textContent).toBe('Fix and resend');
    expect(rowOf('Maria Lopez').textContent).toContain(`Harborline Mutual: Rejected: ${REASON}`);
    expect(rowOf('Ruth Resent').textContent).toContain(
      'Harborline Mutual: Corrected, waiting to be sent again',
    );
    expect(rowOf('Sam Sent').textContent).toContain('Harborline Mutual: Sent to carrier');
    expect(within(rowOf('Zelda Lopez')).getByRole('button').textContent).toBe('Continue');
  });

  it('opens a form started from what is on file, the SSN masked', async () => {
    show();
    await openForm();
    expect(reads).toEqual(['BS1000000003']);
    expect(dialog().textContent).toContain(`Harborline Mutual rejected this enrollment: ${REASON}`);
    expect(field('First Name').value).toBe('Maria');
    expect(field('Last Name').value).toBe('Lopez');
    expect(field('Date of Birth').value).toBe('04/12/1985');
    expect((within(dialog()).getByLabelText('Gender') as HTMLSelectElement).value).toBe('1');
    expect(field('Social Security Number').value).toBe('•••••6789');
    expect(field('Address Line 1').value).toBe('120 Palm Drive');
    expect(field('State').value).toBe('CA');
  });

  it('shows a retry and no form when what is on file cannot be read', async () => {
    readFailure = new TypeError('Failed to fetch');
    show();
    await user.click(screen.getByRole('button', { name: 'Fix and resend: Maria Lopez, Harborline Mutual' }));
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Retry' })).toBeTruthy());
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Save and resend' })).toBeNull();

    readFailure = null;
    await user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(field('First Name').value).toBe('Maria'));
    expect(reads).toHaveLength(2);
  });

  it("checks the fields as the server does, then shows the server's field errors, the summary taking focus", async () => {
    show();
    await openForm();
    await user.clear(field('Social Security Number'));
    await user.type(field('Social Security Number'), '12345');
    await user.click(within(dialog()).getByRole('button', { name: 'Save and resend' }));
    await waitFor(() => expect(document.activeElement).toBe(errorSummary()));
    expect(summaryLinks()).toEqual([`Social Security Number: ${SSN_MESSAGE}`]);
    expect(describedBy(field('Social Security Number'))).toContain(SSN_MESSAGE);
    expect(sent).toEqual([]);

    const errors: FieldError[] = [
      { target_element: 'last_name', error_message: 'Please enter valid last name' },
      { target_element: 'zip', error_message: 'Enter 5 digit zip code.' },
    ];
    refusal = new ApiError(400, errors);
    await user.clear(field('Social Security Number'));
    await user.type(field('Social Security Number'), '234567891');
    await user.click(within(dialog()).getByRole('button', { name: 'Save and resend' }));
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'Last Name: Please enter valid last name',
        'Zip: Enter 5 digit zip code.',
      ]),
    );
    await waitFor(() => expect(document.activeElement).toBe(errorSummary()));
    expect(describedBy(field('Last Name'))).toContain('Please enter valid last name');

    // A carrier no longer rejecting it (another resent it meanwhile) is said above the form.
    refusal = new ApiError(409, [
      { target_element: 'carrier_id', error_message: `${RESEND_NOT_REJECTED} (it is pending)` },
    ]);
    await user.click(within(dialog()).getByRole('button', { name: 'Save and resend' }));
    await waitFor(() => expect(summaryLinks()).toEqual([`${RESEND_NOT_REJECTED} (it is pending)`]));
    expect(rowOf('Maria Lopez').textContent).toContain('Rejected');
  });

  it('sends only what changed, then shows the new status on the row and confirms it', async () => {
    show();
    await openForm();
    await user.clear(field('Last Name'));
    await user.type(field('Last Name'), 'Brennan');
    await user.click(within(dialog()).getByRole('button', { name: 'Save and resend' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ policy_id: 'BS1000000003', carrier_id: HARBORLINE, last_name: 'Brennan' }]);
    expect(resentAnswers.map((answer) => answer.status)).toEqual(['pending']);
    expect(rowOf('Maria Lopez').textContent).toContain(
      'Harborline Mutual: Corrected, waiting to be sent again',
    );
    expect(fixButtons()).toEqual([]);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe(
      "Maria Lopez's enrollment will be sent to Harborline Mutual again, as a new transaction, with its next file. Corrected: Last Name.",
    );
    await waitFor(() => expect(document.activeElement?.textContent).toBe(status.textContent));
    expect(document.body.textContent).not.toContain('123456789');
  });
});
