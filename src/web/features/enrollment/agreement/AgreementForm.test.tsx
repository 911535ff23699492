// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { summaryLinks } from '../../../../../testing/web/errorSummary';
import type { AgreementFieldDefinition } from '../../../../contract/agreementCalls';
import type { CustomFieldOnWire } from '../../../../contract/customFieldWire';
import type { AgreementFieldName } from '../../../../domain/agreement/agreementModes';
import { customFieldKit } from '../configured/customFieldKit';
import { AgreementForm } from './AgreementForm';
import { ESIGN, tickLabel } from './agreementWords';
import type { AgreementSetup } from './useAgreementSetup';

/** A carrier's own questions on the Agreement step, as get-form-fields-agreement-info sends them. */
const CUSTOM: CustomFieldOnWire[] = [
  { id: 'agent-helped', kind: 'yes_no', label: 'Did an agent help you today?', required: true, value: null },
  {
    id: 'summary-read',
    kind: 'date',
    label: 'Date you read the summary',
    required: false,
    limits: { not_in_future: true },
    value: null,
  },
];

const field = (name: AgreementFieldName, value: string, required: boolean): AgreementFieldDefinition => ({
  field_name: name,
  value,
  required,
  read_only: true,
});

/** An applicant's agreement: one text to tick, the applicant's name and the date; no signature pad. */
const SETUP: AgreementSetup = {
  texts: [{ text_head: 'Terms', text_body: 'I agree to the terms.', text_required: true }],
  fields: new Map(
    [field('user_name', 'Maria Lopez', true), field('date', '11/22/2026', false)].map((f) => [
      f.field_name,
      f,
    ]),
  ),
  ticks: [false],
  custom: CUSTOM,
};

let saved = 0;
let user: UserEvent;
beforeEach(() => {
  saved = 0;
  user = userEvent.setup();
});
afterEach(cleanup);
const show = () =>
  render(
    <MemoryRouter>
      <AgreementForm
        enrollmentId="e1"
        backTo="/billing"
        onSaved={async () => {
          saved += 1;
        }}
        setup={SETUP}
        kit={customFieldKit}
      />
    </MemoryRouter>,
  );
const pressNext = () => user.click(screen.getByRole('button', { name: /Next/ }));
const follows = (first: Node, second: Node) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("the Agreement step with a carrier's own questions", () => {
  it('draws them after the step’s own fields and checks them with the step, before anything is sent', async () => {
    show();
    const consent = screen.getByRole('checkbox', { name: ESIGN.label });
    const question = screen.getByRole('group', { name: 'Did an agent help you today?' });
    const helped = within(question).getByRole('radio', { name: 'Yes' });
    expect(question.querySelector('legend')?.textContent).toBe('Did an agent help you today? *');
    // After the texts, the consent and the verification: the step's own fields come first.
    expect(follows(consent, helped)).toBe(true);
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name of Applicant' });
    expect(name.readOnly).toBe(true);
    expect(follows(name, helped)).toBe(true);

    // Nothing answered: the step's messages and the carrier's question's, all at once.
    await pressNext();
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'Terms: This field is required.',
        expect.stringMatching(/: This field is required\.$/),
        'Did an agent help you today?: Field is required',
      ]),
    );
    expect(saved).toBe(0);

    // The step's own boxes ticked, a date in the future: refused at the question with its message.
    await user.click(screen.getByRole('checkbox', { name: tickLabel('Terms') }));
    await user.click(consent);
    await user.click(helped);
    const read = screen.getByRole('textbox', { name: 'Date you read the summary' });
    await user.type(read, '12/01/2099');
    await pressNext();
    await waitFor(() =>
      expect(summaryLinks()).toEqual(['Date you read the summary: Date cannot be in the future']),
    );
    expect(read.getAttribute('aria-invalid')).toBe('true');
    expect(saved).toBe(0);
  });
});
