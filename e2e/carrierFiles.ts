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

/** Waits (the feed's round runs every 15 s) for the carriers' files naming `policyId`; returns their carriers. */
export async function waitForCarrierFilesWith(policyId: string): Promise<string[]> {
  let carriers: string[] = [];
  await expect(() => {
    carriers = deliveredFiles()
      .filter((file) => file.text.includes(`REF*0F*${policyId}~`))
      .map((file) => file.carrier);
    expect(carriers.length).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000 });
  return carriers.sort();
}
