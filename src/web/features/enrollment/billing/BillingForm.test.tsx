// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://127.0.0.1:9/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { errorSummary, summaryLinks } from '../../../../../testing/web/errorSummary';
import { HARBORLINE_CHARGE_TERMS } from '../../../../../testing/web/harborlineChargeTerms';
import type { CustomFieldOnWire } from '../../../../contract/customFieldWire';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { customFieldKit } from '../configured/customFieldKit';
import { BillingForm, type BillingStart } from './BillingForm';
import { draftOf } from './billingValues';

afterEach(cleanup);

const DELIVERY = 'Where should we send your card?';
/** A carrier's own question on the Billing step, as get-form-fields-billing-info sends it. */
const CUSTOM: CustomFieldOnWire[] = [
  {
    id: 'card-delivery',
    kind: 'choice',
    label: DELIVERY,
    required: true,
    options: [
      { value: 'mail', label: 'Mail it to my home' },
      { value: 'app', label: 'Add it to the app' },
    ],
    value: null,
  },
];

const address = (name: string): FieldDefinition => ({
  field_name: name,
  value: null,
  required: true,
  read_only: false,
});

/** A card cart (Credit Card and EFT offered), nothing saved yet. */
const START: BillingStart = {
  method: 'cc',
  charges: HARBORLINE_CHARGE_TERMS,
  definitions: ['address1', 'city', 'state', 'zip'].map(address),
  custom: CUSTOM,
  document: null,
};

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <BillingForm
          enrollmentId="e1"
          backTo="/contact"
          onSaved={async () => {}}
          start={START}
          kit={customFieldKit}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
/** The radio named `option` in the group whose legend reads `group`. */
const choice = (group: string, option: string) =>
  within(screen.getByRole('group', { name: group })).getByRole<HTMLInputElement>('radio', { name: option });
const cardNumber = () => screen.queryByRole('textbox', { name: 'Card Number' });

describe("the Billing step with a carrier's own question", () => {
  it('checks it with the step and keeps the answer when the payment type changes', async () => {
    const user = userEvent.setup();
    show();
    const pressNext = () => user.click(screen.getByRole('button', { name: /Next/ }));
    const question = screen.getByRole('group', { name: DELIVERY });
    expect(question.querySelector('legend')?.textContent).toBe(`${DELIVERY} *`);
    // After the step's own fields: the bill date comes first.
    const billDate = screen.getByRole('radio', { name: '28th of month' });
    expect(billDate.compareDocumentPosition(question) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // EFT is chosen first: its fields and the question are refused together.
    await pressNext();
    await waitFor(() => expect(document.activeElement).toBe(errorSummary()));
    expect(summaryLinks()).toContain('Account Holder Name: Field is required');
    expect(summaryLinks()).toContain(`${DELIVERY}: Field is required`);

    // Answered, then Credit Card and back to EFT: the answer stays, and is no longer refused.
    await user.click(choice(DELIVERY, 'Add it to the app'));
    await user.click(choice('Payment Type', 'Credit Card'));
    expect(cardNumber()).not.toBeNull();
    expect(choice(DELIVERY, 'Add it to the app').checked).toBe(true);
    await user.click(choice('Payment Type', 'EFT'));
    expect(cardNumber()).toBeNull();
    expect(choice(DELIVERY, 'Add it to the app').checked).toBe(true);
    await pressNext();
    // The summary takes focus again once this submit's check is drawn.
    await waitFor(() => expect(document.activeElement).toBe(errorSummary()));
    expect(summaryLinks()).toContain('Account Holder Name: Field is required');
    expect(summaryLinks().some((link) => link.startsWith(DELIVERY))).toBe(false);
  });

  it('keeps the answers in a draft, never the security code', () => {
    const draft = draftOf({
      payment_method: 'cc',
      card_number: '4111111111111111',
      security_code: '987',
      custom_fields: { 'card-delivery': 'app' },
    } as never);
    expect(draft.custom_fields).toEqual({ 'card-delivery': 'app' });
    expect(draft).not.toHaveProperty('security_code');
    expect(JSON.stringify(draft.custom_fields)).not.toContain('987');
  });
});

describe('the Billing step says what is charged when', () => {
  it('in the terms’ numbers, for the bill date chosen, with the first and second charge dates', async () => {
    const user = userEvent.setup();
    show();
    const charges = screen.getByRole('region', { name: 'What is charged when' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '28th of month' }).checked).toBe(true);
    expect(charges.textContent).toBe(
      'Your first payment of $54.19 (including the one-time Application fee of $25.00) is charged between 11/29/2026 and 12/04/2026; after that $29.19 is charged on the 28th of each month, next on 01/28/2027.',
    );
    await user.click(screen.getByRole('radio', { name: '1st of month' }));
    expect(charges.textContent).toContain(
      'after that $29.19 is charged on the 1st of each month, next on 01/01/2027.',
    );
    const notes = within(screen.getByRole('list', { name: 'EFT terms' })).getAllByRole('listitem');
    expect(notes.map((note) => note.textContent)).toEqual([
      'The initial payment is charged between enrollment and 5 days after.',
      'The monthly charge falls on the billing date you choose (the 1st, 5th, 10th, 15th, 20th or 28th of each month), from the month after your effective date.',
      'There is no monthly EFT charge.',
      'An insufficient funds fee of $30 applies.',
      'A stop-payment notice needs three business days.',
    ]);
  });
});
