import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The 834 files the e2e server's carrier feed delivered (DATA_DIR/outbound/<carrier id>/), by carrier. */
function deliveredFiles(): { carrier: string; text: string }[] {
  const outbound = path.join(process.env.E2E_DATA_DIR ?? '', 'outbound');
  if (!fs.existsSync(outbound)) return [];
  return fs.readdirSync(outbound).flatMap((carrier) =>
    fs
      .readdirSync(path.join(outbound, carrier))
      .filter((name) => name.endsWith('.x12'))
      .map((name) => ({ carrier, text: fs.readFileSync(path.join(outbound, carrier, name), 'utf8') })),
  );
}

/**
 * Waits (the feed's round runs every 15 s) for the carriers' files naming `policyId`, `count` of them
 * at least (a resent enrollment is in two files of its carrier); returns them.
 */
async function waitForFilesWith(policyId: string, count = 1): Promise<{ carrier: string; text: string }[]> {
  let files: { carrier: string; text: string }[] = [];
  await expect(() => {
    files = deliveredFiles().filter((file) => file.text.includes(`REF*0F*${policyId}~`));
    expect(files.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 60_000 });
  return files;
}

/** Waits for the carriers' files naming `policyId`; returns their carriers. */
export async function waitForCarrierFilesWith(policyId: string): Promise<string[]> {
  return (await waitForFilesWith(policyId)).map((file) => file.carrier).sort();
}

/** Waits for `count` files naming `policyId`; returns their texts (one carrier's files). */
export async function waitForCarrierFileTexts(policyId: string, count = 1): Promise<string[]> {
  return (await waitForFilesWith(policyId, count)).map((file) => file.text);
}

/** Where a carrier's acknowledgements are dropped for the e2e server to read (DATA_DIR/inbound/<carrier id>/). */
export function dropAcknowledgement(carrierId: number, name: string, text: string): void {
  const inbound = path.join(process.env.E2E_DATA_DIR ?? '', 'inbound', String(carrierId));
  fs.mkdirSync(inbound, { recursive: true });
  fs.writeFileSync(path.join(inbound, name), text);
}
