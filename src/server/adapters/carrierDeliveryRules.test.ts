import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../config';
import { carrierDeliveryRules, deliveryProblems, STRICT_DELIVERY_RULES } from './carrierDeliveryRules';
import type { CarrierDelivery } from './carrierExchange';

const sftp = (overrides: Partial<Extract<CarrierDelivery, { kind: 'sftp' }>> = {}): CarrierDelivery => ({
  kind: 'sftp',
  host: 'sftp.carrier.example',
  port: 22,
  username: 'agency',
  outbound_dir: '/in',
  inbound_dir: '/out',
  secret_env: 'CARRIER_HARBORLINE_SFTP',
  host_key_sha256: 'SHA256:94bY7lT1nMM77Oc0xjPNygTitYxnt/UhlZhEbkNjOYg',
  ...overrides,
});
const fieldsOf = (delivery: CarrierDelivery, rules = STRICT_DELIVERY_RULES) =>
  deliveryProblems(delivery, rules).map((problem) => problem.field);

describe('which variable a carrier delivery may name as its secret', () => {
  it('never one the store reads itself: every variable of the configuration, whatever the prefix', () => {
    expect(CONFIG_VARIABLES).toEqual(expect.arrayContaining(['ENCRYPTION_KEY', 'DATABASE_URL', 'SMTP_URL']));
    for (const name of CONFIG_VARIABLES) {
      // Even with a prefix chosen so that the name has it.
      const prefix = `${name.split('_')[0]}_`;
      for (const rules of [STRICT_DELIVERY_RULES, { ...STRICT_DELIVERY_RULES, secretPrefix: prefix }])
        expect(deliveryProblems(sftp({ secret_env: name }), rules), name).toEqual([
          { field: 'secret_env', message: expect.stringContaining("one of the store's own settings") },
        ]);
    }
  });

  it('only one starting with the operator’s prefix, and more than the prefix itself', () => {
    expect(fieldsOf(sftp())).toEqual([]);
    expect(fieldsOf(sftp({ secret_env: 'HARBORLINE_SFTP' }))).toEqual(['secret_env']);
    expect(fieldsOf(sftp({ secret_env: 'CARRIER_' }))).toEqual(['secret_env']);
    expect(fieldsOf(sftp({ secret_env: 'PGPASSWORD' }))).toEqual(['secret_env']);
    const acme = carrierDeliveryRules(loadConfig({ CARRIER_SECRET_PREFIX: 'ACME_' }));
    expect(fieldsOf(sftp({ secret_env: 'ACME_HARBORLINE' }), acme)).toEqual([]);
    expect(fieldsOf(sftp(), acme)).toEqual(['secret_env']);
  });

  it('the prefix is CARRIER_ unless set, and must be a name ending in _', () => {
    expect(carrierDeliveryRules(loadConfig({})).secretPrefix).toBe('CARRIER_');
    for (const bad of ['', 'carrier_', 'CARRIER', '_', 'A B_'])
      expect(() => loadConfig({ CARRIER_SECRET_PREFIX: bad }), bad).toThrow(/CARRIER_SECRET_PREFIX/);
  });
});

describe('the host key of an SFTP delivery', () => {
  it('must be pinned in production, may be left out in a demo store', () => {
    const unpinned = sftp({ host_key_sha256: undefined });
    const production = carrierDeliveryRules(loadConfig({ STORE_MODE: 'production' }));
    const demo = carrierDeliveryRules(loadConfig({ STORE_MODE: 'demo' }));
    expect(fieldsOf(unpinned, production)).toEqual(['host_key_sha256']);
    expect(fieldsOf(unpinned, demo)).toEqual([]);
    expect(fieldsOf(sftp(), production)).toEqual([]);
  });

  it('files under DATA_DIR name no secret and no host', () => {
    expect(fieldsOf({ kind: 'files' })).toEqual([]);
  });
});
