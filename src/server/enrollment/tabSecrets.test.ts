import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../db/secretBox';
import { hasMasks, maskTab, openTab, resolveMasks, sealTab, withEntryIds } from './tabSecrets';

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
  it('are found in any secret field, a list entry’s too; plain numbers and other fields are not masks', () => {
    expect(hasMasks('personal', { ssn: '•••••6789' })).toBe(true);
    expect(hasMasks('personal', { ssn: '123456789', first_name: '•••' })).toBe(false);
    expect(
      hasMasks('dependent', {
        dependents: [{ primary_info: { ssn: '111223333' } }, { primary_info: { ssn: '•••••0000' } }],
      }),
    ).toBe(true);
    expect(hasMasks('beneficiary', { beneficiaries: [{ ssn: '111223333' }] })).toBe(false);
  });

  it('need no stored document when there are none: the same document as with them', () => {
    const stored = sealTab('personal', { ssn: '123456789' }, box);
    const plain = { first_name: 'Ana', ssn: '587654321' };
    expect(hasMasks('personal', plain)).toBe(false);
    expect(resolveMasks('personal', plain, [], box)).toEqual(resolveMasks('personal', plain, [stored], box));
  });

  it('keep the number on file when the mask matches it', () => {
    const stored = sealTab('personal', { ssn: '123456789' }, box);
    const result = resolveMasks('personal', { ssn: '•••••6789' }, [stored], box);
    expect(result).toEqual({ ok: true, doc: { ssn: '123456789' } });
  });

  it('are refused when nothing matches', () => {
    const stored = sealTab(
      'dependent',
      { dependents: [{ dependent_id: 'd1', primary_info: { ssn: '123456789' } }] },
      box,
    );
    expect(
      resolveMasks(
        'dependent',
        { dependents: [{ dependent_id: 'd1', primary_info: { ssn: '•••••0000' } }] },
        [stored],
        box,
      ),
    ).toEqual({ ok: false, path: 'dependents.0.primary_info.ssn' });
    expect(resolveMasks('personal', { ssn: '•••••6789' }, [], box)).toEqual({ ok: false, path: 'ssn' });
  });

  it('follow the entry by its id, not its position: deleting the first of two keeps the second’s number', () => {
    const stored = sealTab(
      'beneficiary',
      {
        beneficiaries: [
          { beneficiary_id: 'first1', ssn: '111223333' },
          { beneficiary_id: 'second', ssn: '444556666' },
        ],
      },
      box,
    );
    const afterDelete = { beneficiaries: [{ beneficiary_id: 'second', ssn: '•••••6666' }] };
    expect(resolveMasks('beneficiary', afterDelete, [stored], box)).toEqual({
      ok: true,
      doc: { beneficiaries: [{ beneficiary_id: 'second', ssn: '444556666' }] },
    });
    // Another entry's mask at the same position is not taken for it.
    const swapped = { beneficiaries: [{ beneficiary_id: 'first1', ssn: '•••••6666' }] };
    expect(resolveMasks('beneficiary', swapped, [stored], box)).toEqual({
      ok: false,
      path: 'beneficiaries.0.ssn',
    });
  });

  it('reach a number inside an entry (a dependent’s primary_info.ssn), matched by id', () => {
    const stored = sealTab(
      'dependent',
      {
        dependents: [
          { dependent_id: 'spouse', primary_info: { first_name: 'Luis', ssn: '587654321' } },
          { dependent_id: 'child1', primary_info: { first_name: 'Ana' } },
        ],
      },
      box,
    );
    expect(JSON.stringify(stored)).not.toContain('587654321');
    const masked = maskTab('dependent', stored, box);
    expect(masked.dependents).toEqual([
      { dependent_id: 'spouse', primary_info: { first_name: 'Luis', ssn: '•••••4321' } },
      { dependent_id: 'child1', primary_info: { first_name: 'Ana' } },
    ]);
    expect(resolveMasks('dependent', masked, [stored], box)).toEqual({
      ok: true,
      doc: {
        dependents: [
          { dependent_id: 'spouse', primary_info: { first_name: 'Luis', ssn: '587654321' } },
          { dependent_id: 'child1', primary_info: { first_name: 'Ana' } },
        ],
      },
    });
  });

  it('gives new entries ids and keeps existing ones', () => {
    const doc = withEntryIds('beneficiary', {
      beneficiaries: [{ beneficiary_id: 'keep01' }, { first_name: 'New' }],
    });
    const list = doc.beneficiaries as { beneficiary_id: string }[];
    expect(list[0]?.beneficiary_id).toBe('keep01');
    expect(list[1]?.beneficiary_id).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });
});
