import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import { isValidRoutingNumber } from '../../domain/paymentNumbers';
import { parseFedAchDirectory } from './fedAchDirectory';
import {
  DEMO_ROUTING_FILE,
  importRoutingDirectory,
  importRoutingDirectoryFile,
  loadDemoRoutingDirectory,
} from './routingImport';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A FedACH record with the given number and name (the other fields as the demo file has them). */
const record = (routing: string, name: string) =>
  `${routing}O0110000151112626000000000${name.padEnd(36)}${'1 TEST STREET'.padEnd(36)}${'TESTBURG'.padEnd(20)}OH4300400005555550100` +
  '11     ';

const rows = () => t.deps.db.selectFrom('bank_routing').selectAll().orderBy('routing_number').execute();

describe(`routing directory import (${TEST_DIALECT})`, () => {
  it('loads the demo directory: every row of the file, and nothing else', async () => {
    const imported = await loadDemoRoutingDirectory(t.deps.db);
    const file = parseFedAchDirectory(fs.readFileSync(DEMO_ROUTING_FILE, 'utf8'));
    expect(file.problems).toEqual([]);
    expect(imported).toBe(file.entries.length);
    expect(await rows()).toEqual(
      file.entries
        .map((entry) => ({ routing_number: entry.routing_number, bank_name: entry.bank_name }))
        .sort((a, b) => a.routing_number.localeCompare(b.routing_number)),
    );
  });

  it("the demo's banks cannot be mistaken for real ones", () => {
    const { entries } = parseFedAchDirectory(fs.readFileSync(DEMO_ROUTING_FILE, 'utf8'));
    expect(entries.length).toBeGreaterThanOrEqual(6);
    // 011000015 stays: the fixtures, the API tests and the end-to-end journeys type it (in the real
    // directory it is the Federal Reserve Bank of Boston's own number, where nobody banks).
    expect(entries.map((e) => e.routing_number)).toContain('011000015');
    for (const entry of entries) {
      expect(entry.bank_name, entry.routing_number).toMatch(/\bDEMO\b.*\(FICTIONAL\)$/);
      expect(isValidRoutingNumber(entry.routing_number), entry.routing_number).toBe(true);
      // Besides 011000015, only numbers starting 50, a prefix the ABA gives to no institution
      // (real ones start 00-12, 21-32, 61-72 or 80): a fictional name never sits on a real bank's
      // number, as 'HUDSON VALLEY TRUST' once sat on Chase's 021000021.
      if (entry.routing_number !== '011000015') expect(entry.routing_number).toMatch(/^50/);
    }
    const numbers = new Set(entries.map((e) => e.routing_number));
    for (const realBank of ['021000021', '026009593', '121000358', '122000661', '111000025', '071000013']) {
      expect(numbers.has(realBank), realBank).toBe(false);
    }
  });

  it("replaces the table's rows with the file's", async () => {
    const result = await importRoutingDirectory(
      t.deps.db,
      [record('501000017', 'FIRST TEST BANK'), record('502000029', 'SECOND TEST BANK')].join('\n'),
    );
    expect(result).toEqual({ imported: 2, problems: [] });
    expect(await rows()).toEqual([
      { routing_number: '501000017', bank_name: 'FIRST TEST BANK' },
      { routing_number: '502000029', bank_name: 'SECOND TEST BANK' },
    ]);
    // An import is the whole directory: a bank left out of the new file is gone.
    await importRoutingDirectory(t.deps.db, record('503000031', 'THIRD TEST BANK'));
    expect(await rows()).toEqual([{ routing_number: '503000031', bank_name: 'THIRD TEST BANK' }]);
  });

  it('refuses a file with any problem, listing them all, and changes nothing', async () => {
    await importRoutingDirectory(t.deps.db, record('503000031', 'THIRD TEST BANK'));
    const before = await rows();
    const result = await importRoutingDirectory(
      t.deps.db,
      [
        record('504000043', 'GOOD BANK'),
        record('011000016', 'BAD CHECKSUM BANK'),
        record('504000043', 'DUPLICATE BANK'),
        'too short',
      ].join('\n'),
    );
    expect(result.imported).toBe(0);
    expect(result.problems.map((p) => [p.line, p.field])).toEqual([
      [2, 'routing_number'],
      [3, 'routing_number'],
      [4, 'record'],
    ]);
    expect(await rows()).toEqual(before);
  });

  it('imports a file read as a stream of lines, and a large one in one go', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fedach-'));
    try {
      const lines: string[] = [];
      for (let i = 0; lines.length < 3000; i++) {
        const prefix = `50${String(i).padStart(6, '0')}`;
        const number = [...'0123456789'].map((d) => prefix + d).find(isValidRoutingNumber) ?? '';
        lines.push(record(number, `TEST BANK ${i}`));
      }
      const file = path.join(dir, 'FedACHdir.txt');
      fs.writeFileSync(file, `${lines.join('\r\n')}\r\n`);
      expect(await importRoutingDirectoryFile(t.deps.db, file)).toEqual({ imported: 3000, problems: [] });
      const count = await t.deps.db
        .selectFrom('bank_routing')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(3000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await loadDemoRoutingDirectory(t.deps.db);
    }
  });

  it('writes inside a transaction it is given (demo seeding), committed with it', async () => {
    await t.deps.db.transaction().execute(async (trx) => {
      expect(await loadDemoRoutingDirectory(trx)).toBeGreaterThan(0);
    });
    expect((await rows()).map((row) => row.routing_number)).toContain('011000015');
  });
});
