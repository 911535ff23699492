import { describe, expect, it } from 'vitest';
import {
  needsNoEntry,
  offeredPaymentTypes,
  PAYMENT_METHODS,
  PAYMENT_TYPE_LABELS,
  preselectedPaymentType,
} from './paymentMethods';

describe('payment methods', () => {
  it('list, elist and stmt are offered alone, preselected and need no card or bank entry', () => {
    for (const method of ['list', 'elist', 'stmt'] as const) {
      expect(offeredPaymentTypes(method)).toEqual([method]);
      expect(preselectedPaymentType(method)).toBe(method);
      expect(needsNoEntry(method)).toBe(true);
    }
  });

  it('cc offers Credit Card and EFT with EFT selected; eft offers EFT only; both need entry', () => {
    expect(offeredPaymentTypes('cc')).toEqual(['cc', 'eft']);
    expect(preselectedPaymentType('cc')).toBe('eft');
    expect(offeredPaymentTypes('eft')).toEqual(['eft']);
    expect(preselectedPaymentType('eft')).toBe('eft');
    expect(needsNoEntry('cc')).toBe(false);
    expect(needsNoEntry('eft')).toBe(false);
  });

  it('labels every method with the spec words', () => {
    expect(PAYMENT_METHODS.map((m) => PAYMENT_TYPE_LABELS[m])).toEqual([
      'Credit Card',
      'EFT',
      'EFT LIST',
      'LIST',
      'STMT',
    ]);
  });
});
