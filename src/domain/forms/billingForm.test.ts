import { describe, expect, it } from 'vitest';
import type { FieldSetting } from '../formFields/stepFields';
import { holdsCardNumber, maskCardNumber } from '../paymentNumbers';
import { billingSchema, billingWire } from './billingForm';

const NOW = new Date('2026-11-22T12:00:00Z');
const ADDRESS: FieldSetting[] = [
  { name: 'address1', required: true, readOnly: false },
  { name: 'address2', required: false, readOnly: false },
  { name: 'city', required: true, readOnly: false },
  { name: 'state', required: true, readOnly: false },
  { name: 'zip', required: true, readOnly: false },
  { name: 'is_physical_address', required: false, readOnly: false },
];
const PLACE = { address1: '120 Palm Drive', city: 'Beverly Hills', state: 'ca', zip: '90210' };
const BANK = {
  payment_method: 'eft',
  account_name: 'Maria Lopez',
  routing_number: '011000015',
  account_number: '000123456789',
  bank_name: 'EXAMPLE CITY DEMO BANK (FICTIONAL)',
  account_type: 'checking',
  account_holder_type: 'individual',
  bill_date: '28',
  ...PLACE,
};
const CARD = {
  payment_method: 'cc',
  first_name_on_cc: 'Maria',
  last_name_on_cc: 'Lopez',
  card_number: '4111111111111111',
  expiration_month: '12',
  expiration_year: '2030',
  security_code: '123',
  bill_date: '28',
  ...PLACE,
};

const check = (values: object, settings = ADDRESS) => billingSchema(settings, NOW).safeParse(values);
const messages = (values: object, settings = ADDRESS) => {
  const result = check(values, settings);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the Billing step check', () => {
  it('takes a bank draft and a card with their billing address, state upper-cased', () => {
    expect(check(BANK).data).toMatchObject({
      routing_number: '011000015',
      state: 'CA',
      address1: '120 Palm Drive',
    });
    expect(check(CARD).data).toMatchObject({ card_number: '4111111111111111', security_code: '123' });
  });

  it('saves list, EFT list and statement with no card, bank or address', () => {
    for (const method of ['list', 'elist', 'stmt']) {
      expect(
        check({ payment_method: method, bill_date: '28', card_number: '4111111111111111' }).data,
      ).toEqual({
        payment_method: method,
        bill_date: '28',
      });
    }
  });

  it("gives the spec's messages for a bank, every one at once, address included", () => {
    expect(
      messages({
        ...BANK,
        account_name: 'Maria_Lopez',
        routing_number: '0110',
        account_number: '12',
        zip: '902',
        city: '',
      }),
    ).toEqual({
      account_name: 'Invalid account holder name',
      routing_number: 'Routing number must be of 9 digits',
      account_number: 'Account Number must be of 4 to 17 digits.',
      zip: 'Invalid Zip code',
      city: 'Field is required',
    });
    expect(messages({ ...BANK, routing_number: '011000016' })).toEqual({
      routing_number: 'Routing number is not valid',
    });
    expect(messages({ payment_method: 'eft', bill_date: '28' })).toMatchObject({
      account_name: 'Field is required',
      routing_number: 'Field is required',
      account_number: 'Field is required',
      bank_name: 'Field is required',
      account_type: 'Field is required',
      account_holder_type: 'Field is required',
      address1: 'Field is required',
    });
  });

  it("gives the spec's messages for a card, and refuses a past expiry", () => {
    expect(
      messages({
        ...CARD,
        first_name_on_cc: '4111111111111111',
        last_name_on_cc: 'L0pez',
        card_number: '4111',
        security_code: '12',
      }),
    ).toEqual({
      first_name_on_cc: 'Please enter valid first name',
      last_name_on_cc: 'Please enter valid last name',
      card_number: 'Card number must be Min-13 and Max-25',
      security_code: 'Security code must of 3 or 4 digits',
    });
    expect(messages({ ...CARD, expiration_year: '2025' })).toEqual({ expiration_year: 'Card has expired' });
    expect(messages({ ...CARD, expiration_year: '2026', expiration_month: '10' })).toEqual({
      expiration_month: 'Card has expired',
    });
    expect(messages({ ...CARD, expiration_year: '2047' })).toEqual({ expiration_year: 'Card has expired' });
    expect(check({ ...CARD, expiration_year: '2046', expiration_month: '01' }).success).toBe(true);
  });

  it('refuses a card number typed as an account holder name', () => {
    expect(messages({ ...BANK, account_name: '4111 1111 1111 1111' })).toEqual({
      account_name: 'Invalid account holder name',
    });
    expect(check({ ...BANK, account_name: 'Apt 12 Holdings 2' }).success).toBe(true);
  });

  it('accepts the mask of a number on file, and nothing else masked', () => {
    expect(check({ ...BANK, account_number: '••••••••6789', routing_number: '•••••0015' }).success).toBe(
      true,
    );
    expect(messages({ ...BANK, account_number: '6789••••' })).toEqual({
      account_number: 'Account Number must be of 4 to 17 digits.',
    });
  });

  it('asks address line 2 only where it is configured as required', () => {
    const withLine2 = ADDRESS.map((s) => (s.name === 'address2' ? { ...s, required: true } : s));
    expect(messages(BANK, withLine2)).toEqual({ address2: 'Field is required' });
    expect(check(BANK).success).toBe(true);
  });

  it('a saved account needs only its id and the bill date (and the bank its types)', () => {
    expect(check({ payment_method: 'cc', card_id: 7, bill_date: '5' }).data).toEqual({
      payment_method: 'cc',
      card_id: '7',
      bill_date: '5',
    });
    expect(messages({ payment_method: 'eft', bank_id: '3', bill_date: '28' })).toEqual({
      account_type: 'Field is required',
      account_holder_type: 'Field is required',
    });
    expect(messages({ payment_method: 'cc', card_id: 'x1', bill_date: '28' })).toEqual({
      card_id: 'Saved account not found',
    });
  });

  it('refuses an unknown payment type and a bill date that is no day of a month with "Field is required"', () => {
    expect(messages({ payment_method: 'cash', bill_date: '28' })).toEqual({
      payment_method: 'Field is required',
    });
    // Which days an enrollment may choose is its billing terms' (the server checks them).
    expect(messages({ payment_method: 'list', bill_date: '31' })).toEqual({});
    for (const day of ['0', '32', '1.5', ''])
      expect(messages({ payment_method: 'list', bill_date: day })).toEqual({
        bill_date: 'Field is required',
      });
  });

  it('the wire shape takes a half-typed entry (for a draft) but not oversized text', () => {
    expect(billingWire.safeParse({ payment_method: 'eft', routing_number: '0110' }).success).toBe(true);
    expect(billingWire.safeParse({ account_name: 'x'.repeat(61) }).success).toBe(false);
  });
});

describe('payment number helpers', () => {
  it('masks a card to at most its first six and last four digits', () => {
    expect(maskCardNumber('4111111111111111')).toBe('411111••••••1111');
    expect(maskCardNumber('4222222222222')).toBe('•••••••••2222');
  });

  it('finds a card number inside text, spaced or dashed, and only one passing Luhn', () => {
    expect(holdsCardNumber('pay 4111-1111-1111-1111 now')).toBe(true);
    expect(holdsCardNumber('4111111111111112')).toBe(false);
    expect(holdsCardNumber('Maria Lopez 12')).toBe(false);
  });
});
