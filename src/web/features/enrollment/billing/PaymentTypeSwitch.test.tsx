// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://127.0.0.1:9/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorSummary, summaryLinks } from '../../../../../testing/web/errorSummary';
import { HARBORLINE_CHARGE_TERMS } from '../../../../../testing/web/harborlineChargeTerms';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import type { PaymentMethod } from '../../../../domain/paymentMethods';
import { type DraftSource, SaveLaterContext } from '../saveLaterContext';
import { BillingForm } from './BillingForm';

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup();
});
afterEach(cleanup);

const BANK = ['Account Holder Name', 'Routing Number', 'Account Number', 'Bank Name'];
const CARD = ['First Name on Card', 'Last Name on Card', 'Card Number', 'Security Code'];
const ADDRESS = ['Address Line 1', 'City', 'Zip'];

const address = (name: string): FieldDefinition => ({
  field_name: name,
  value: null,
  required: true,
  read_only: false,
});

/**
 * The Billing step as the wizard draws it, from its start (props) with no calls answered: the
 * page's own logic only. Save and Continue Later's draft is read through the step's context
 * (no enrollment named, so no picture of the page is sent).
 */
function show(method: PaymentMethod, document: Record<string, unknown> | null = null) {
  const draft: DraftSource = { current: null };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SaveLaterContext.Provider value={{ enrollmentId: '', step: 'billing', draft, pictures: false }}>
          <BillingForm
            enrollmentId="e1"
            backTo="/contact"
            onSaved={async () => {}}
            start={{
              method,
              charges: HARBORLINE_CHARGE_TERMS,
              definitions: ['address1', 'city', 'state', 'zip'].map(address),
              custom: [],
              document,
            }}
            kit={null}
          />
        </SaveLaterContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { draft: async () => (await draft.current?.()) as Record<string, unknown> };
}

const paymentType = (label: string) =>
  within(screen.getByRole('group', { name: 'Payment Type' })).getByRole<HTMLInputElement>('radio', {
    name: label,
  });
const shows = (labels: string[]) => labels.map((name) => screen.queryByRole('textbox', { name }) !== null);
const input = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const eftTerms = () => screen.queryByRole('list', { name: 'EFT terms' });
const pressNext = () => user.click(screen.getByRole('button', { name: 'Next' }));

describe('the Billing step’s payment type', () => {
  it('opens on EFT for a card cart and shows the fields of the type chosen only', async () => {
    show('cc');
    expect(paymentType('EFT').checked).toBe(true);
    expect(shows(BANK)).toEqual([true, true, true, true]);
    expect(shows(CARD)).toEqual([false, false, false, false]);
    expect(eftTerms()).not.toBeNull();

    await user.click(paymentType('Credit Card'));
    expect(shows(CARD)).toEqual([true, true, true, true]);
    expect(shows(BANK)).toEqual([false, false, false, false]);
    expect(eftTerms()).toBeNull();
    // Both types are paid from the billing address.
    expect(shows(ADDRESS)).toEqual([true, true, true]);
  });

  it('never shows what was typed for one type in the other’s inputs, and keeps it for a switch back', async () => {
    show('cc');
    await user.type(input('Account Holder Name'), 'Ada Lovelace');
    await user.type(input('Account Number'), '12345678');

    await user.click(paymentType('Credit Card'));
    for (const label of CARD) expect(input(label).value).toBe('');
    await user.type(input('First Name on Card'), 'Ada');

    await user.click(paymentType('EFT'));
    expect(input('Account Holder Name').value).toBe('Ada Lovelace');
    expect(input('Account Number').value).toBe('12345678');
    await user.click(paymentType('Credit Card'));
    expect(input('First Name on Card').value).toBe('Ada');
  });

  it('keeps only the chosen type’s entry in a draft, never the security code', async () => {
    const step = show('cc');
    await user.type(input('Routing Number'), '12345');
    await user.type(input('Account Number'), '12345678');
    await user.click(paymentType('Credit Card'));
    await user.type(input('Card Number'), '4111111111111111');
    await user.type(input('Security Code'), '987');

    const draft = await step.draft();
    expect(draft).toMatchObject({ payment_method: 'cc', card_number: '4111111111111111' });
    expect(draft).not.toHaveProperty('routing_number');
    expect(draft).not.toHaveProperty('account_number');
    expect(draft).not.toHaveProperty('security_code');

    await user.click(paymentType('EFT'));
    const back = await step.draft();
    expect(back).toMatchObject({ payment_method: 'eft', account_number: '12345678' });
    expect(back).not.toHaveProperty('card_number');
  });

  it('checks the fields of the type chosen only', async () => {
    show('cc');
    await pressNext();
    await waitFor(() => expect(document.activeElement).toBe(errorSummary()));
    expect(summaryLinks()).toContain('Account Holder Name: Field is required');
    expect(summaryLinks().some((link) => link.startsWith('Card Number'))).toBe(false);

    await user.click(paymentType('Credit Card'));
    await pressNext();
    await waitFor(() => expect(summaryLinks()).toContain('Card Number: Field is required'));
    expect(summaryLinks().some((link) => link.startsWith('Account Holder Name'))).toBe(false);
  });

  it('lets go of a saved account when the type changes', async () => {
    // A current member's saved bank account, chosen on the last visit: the new-entry inputs are off.
    show('cc', { payment_method: 'eft', bank_id: 'b1', account_type: 'checking' });
    expect(BANK.map((label) => input(label).disabled)).toEqual([true, true, true, true]);
    expect(shows(ADDRESS)).toEqual([false, false, false]);

    await user.click(paymentType('Credit Card'));
    expect(CARD.map((label) => input(label).disabled)).toEqual([false, false, false, false]);
    expect(shows(ADDRESS)).toEqual([true, true, true]);
    await user.click(paymentType('EFT'));
    expect(BANK.map((label) => input(label).disabled)).toEqual([false, false, false, false]);
  });

  it('asks for no card or bank details for a list bill', async () => {
    show('list');
    expect(paymentType('LIST').checked).toBe(true);
    expect(() => paymentType('EFT')).toThrow();
    expect(document.body.textContent).toContain('No card or bank details are needed for LIST.');
    expect(shows([...BANK, ...CARD, ...ADDRESS]).some(Boolean)).toBe(false);
  });
});
