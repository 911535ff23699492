// @vitest-environment happy-dom
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AgreementFieldDefinition } from '../../../../contract/agreementCalls';
import type { CustomFieldOnWire } from '../../../../contract/customFieldWire';
import type { AgreementFieldName } from '../../../../domain/agreement/agreementModes';
import { mountedRoot } from '../../../testing/mountedRoot';
import { customFieldKit } from '../configured/customFieldKit';
import { AgreementForm } from './AgreementForm';
import type { AgreementSetup } from './useAgreementSetup';

const mounted = mountedRoot();

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
beforeEach(() => {
  saved = 0;
});
const render = () =>
  act(async () =>
    mounted.root.render(
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
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const summaryLinks = () =>
  [...mounted.container.querySelectorAll<HTMLAnchorElement>('.error-summary a')].map((a) => a.textContent);

describe("the Agreement step with a carrier's own questions", () => {
  it('draws them after the step’s own fields and checks them with the step, before anything is sent', async () => {
    await render();
    const consent = byId('field-esign_consent') as HTMLInputElement;
    const helped = byId('field-custom_fields-agent-helped') as HTMLInputElement;
    expect(consent).not.toBeNull();
    expect(helped?.closest('fieldset')?.querySelector('legend')?.textContent).toBe(
      'Did an agent help you today? *',
    );
    // After the texts, the consent and the verification: the step's own fields come first.
    expect(consent.compareDocumentPosition(helped) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const name = mounted.container.querySelector<HTMLInputElement>('input[readonly]') as HTMLInputElement;
    expect(name.compareDocumentPosition(helped) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Nothing answered: the step's messages and the carrier's question's, all at once.
    await pressNext();
    expect(summaryLinks()).toEqual([
      'Terms: This field is required.',
      expect.stringMatching(/: This field is required\.$/),
      'Did an agent help you today?: Field is required',
    ]);
    expect(saved).toBe(0);

    // The step's own boxes ticked, a date in the future: refused at the question with its message.
    await click(byId('field-acknowledgements-0') as HTMLElement);
    await click(consent);
    await click(helped);
    await type(byId('field-custom_fields-summary-read') as HTMLInputElement, '12/01/2099');
    await pressNext();
    expect(summaryLinks()).toEqual(['Date you read the summary: Date cannot be in the future']);
    expect(byId('field-custom_fields-summary-read')?.getAttribute('aria-invalid')).toBe('true');
    expect(saved).toBe(0);
  });
});
