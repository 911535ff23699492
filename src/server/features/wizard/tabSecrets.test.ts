import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../adapters/secretBox';
import { maskTab, openTab, resolveMasks, sealTab } from './tabSecrets';

const box = createSecretBox(Buffer.alloc(32, 3));

describe('tab secrets', () => {
  it('seals SSNs, masks them on the way out and opens them back', () => {
    const sealed = sealTab('personal', { first_name: 'Ana', ssn: '123456789' }, box);
    expect(String(sealed.ssn)).toMatch(/^v1:/);
    expect(JSON.stringify(sealed)).not.toContain('123456789');
    expect(maskTab('personal', sealed, box).ssn).toBe('•••••6789');
    expect(openTab('personal', sealed, box).ssn).toBe('123456789');
  });

  it('seals every beneficiary SSN in the list', () => {
    const sealed = sealTab(
      'beneficiary',
      { beneficiaries: [{ ssn: '111223333' }, { ssn: '444556666' }] },
      box,
    );
    expect(JSON.stringify(sealed)).not.toMatch(/111223333|444556666/);
    expect(maskTab('beneficiary', sealed, box)).toEqual({
      beneficiaries: [{ ssn: '•••••3333' }, { ssn: '•••••6666' }],
    });
  });

  it('never keeps a card security code', () => {
    const sealed = sealTab('billing', { card_number: '4111111111111111', security_code: '123' }, box);
    expect(sealed).not.toHaveProperty('security_code');
    expect(maskTab('billing', sealed, box).card_number).toBe('••••••••••••1111');
  });
});

describe('masked numbers sent back', () => {
  it('keep the number on file when the mask matches it', () => {
    const stored = sealTab('personal', { ssn: '123456789' }, box);
    const result = resolveMasks('personal', { ssn: '•••••6789' }, stored, box);
    expect(result).toEqual({ ok: true, doc: { ssn: '123456789' } });
  });

  it('are refused when nothing matches', () => {
    const stored = sealTab('dependent', { dependents: [{ ssn: '123456789' }] }, box);
    expect(resolveMasks('dependent', { dependents: [{ ssn: '•••••0000' }] }, stored, box)).toEqual({
      ok: false,
      path: 'dependents.0.ssn',
    });
    expect(resolveMasks('personal', { ssn: '•••••6789' }, null, box)).toEqual({ ok: false, path: 'ssn' });
  });
});
