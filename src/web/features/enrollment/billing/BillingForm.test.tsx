// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://127.0.0.1:9/"}
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CustomFieldOnWire } from '../../../../contract/customFieldWire';
import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { mountedRoot } from '../../../testing/mountedRoot';
import { customFieldKit } from '../configured/customFieldKit';
import { BillingForm, type BillingStart } from './BillingForm';
import { draftOf } from './billingValues';

const mounted = mountedRoot();

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
  billDates: [{ bill_date: '28', label: '28th of month' }],
  definitions: ['address1', 'city', 'state', 'zip'].map(address),
  custom: CUSTOM,
  document: null,
};

const render = () =>
  act(async () =>
    mounted.root.render(
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
    ),
  );
const byId = (id: string) => mounted.container.querySelector<HTMLInputElement>(`#${id}`);
const click = (input: HTMLElement) => act(async () => input.click());
const pressNext = () =>
  click(
    [...mounted.container.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
      /Next/.test(b.textContent ?? ''),
    ) as HTMLElement,
  );
const summaryLinks = () =>
  [...mounted.container.querySelectorAll<HTMLAnchorElement>('.error-summary a')].map(
    (a) => a.textContent ?? '',
  );
const radio = (name: string, value: string) =>
  mounted.container.querySelector<HTMLInputElement>(
    `input[name="${name}"][value="${value}"]`,
  ) as HTMLInputElement;

describe("the Billing step with a carrier's own question", () => {
  it('checks it with the step and keeps the answer when the payment type changes', async () => {
    await render();
    const question = byId('field-custom_fields-card-delivery');
    expect(question?.closest('fieldset')?.querySelector('legend')?.textContent).toBe(`${DELIVERY} *`);
    // After the step's own fields: the bill date comes first.
    const billDate = radio('bill_date', '28');
    expect(
      billDate.compareDocumentPosition(question as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // EFT is chosen first: its fields and the question are refused together.
    await pressNext();
    expect(summaryLinks()).toContain('Account Holder Name: Field is required');
    expect(summaryLinks()).toContain(`${DELIVERY}: Field is required`);

    // Answered, then Credit Card and back to EFT: the answer stays, and is no longer refused.
    await click(radio('custom_fields.card-delivery', 'app'));
    await click(radio('payment_method', 'cc'));
    expect(byId('field-card_number')).not.toBeNull();
    expect(radio('custom_fields.card-delivery', 'app').checked).toBe(true);
    await click(radio('payment_method', 'eft'));
    expect(byId('field-card_number')).toBeNull();
    expect(radio('custom_fields.card-delivery', 'app').checked).toBe(true);
    await pressNext();
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
