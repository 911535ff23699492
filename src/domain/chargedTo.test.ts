import { describe, expect, it } from 'vitest';
import { chargedTo } from './chargedTo';

describe('chargedTo', () => {
  it('names a bank account or card by its last four digits only, masked or not', () => {
    expect(chargedTo({ payment_method: 'eft', account_number: '••••••••6789' })).toBe(
      'charged to the bank account ending 6789',
    );
    expect(chargedTo({ payment_method: 'eft', account_number: '000123456789' })).toBe(
      'charged to the bank account ending 6789',
    );
    expect(chargedTo({ payment_method: 'cc', card_number: '••••••••••••1111' })).toBe(
      'charged to the card ending 1111',
    );
  });

  it('says how group and statement billing take it, and never guesses a number', () => {
    expect(chargedTo({ payment_method: 'list' })).toBe('billed to your group');
    expect(chargedTo({ payment_method: 'elist' })).toBe('billed to your group');
    expect(chargedTo({ payment_method: 'stmt' })).toBe('billed on your statement');
    expect(chargedTo({ payment_method: 'eft' })).toBe('charged to your bank account');
    expect(chargedTo({ payment_method: 'cc', card_number: 42 })).toBe('charged to your card');
    expect(chargedTo({ payment_method: 'bitcoin' })).toBe('charged to the payment method you chose');
    expect(chargedTo({})).toBe('charged to the payment method you chose');
  });
});
