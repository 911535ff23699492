import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleApplication } from '../../../testing/applicationRecords';
import { drawnText } from '../../../testing/pdfText';
import { renderApplicationPdf } from './applicationPdf';
import { renderChangePdf } from './changePdf';
import type { ChangeRecord } from './changeRecord';
import { pdfRenderPool } from './renderPool';

const change: ChangeRecord = {
  kind: 'change',
  policyId: 'BS1000000001',
  storeName: 'The Benefit Store',
  madeAt: new Date('2026-03-20T12:00:00Z'),
  title: 'Change to policy BS1000000001',
  rows: [{ label: 'Change', value: 'Change 1: Dependent added' }],
  members: [{ name: 'José Núñez (Child)', before: [], after: ['Dental, Basic, Family: from 03/14/2026'] }],
};

const pool = pdfRenderPool({ threads: 1, queue: 4 });
afterAll(() => pool.close());

describe("a change's confirmation in the render pool", () => {
  it('renders a change record in the one pool, the same file as on the event loop, and an application as before', async () => {
    const inPool = await pool.render(change);
    expect(Buffer.from(inPool).equals(Buffer.from(await renderChangePdf(change)))).toBe(true);
    const pdf = await PDFDocument.load(inPool, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Change to policy BS1000000001');
    expect(pdf.getAuthor()).toBe('The Benefit Store');
    expect(await drawnText(inPool)).toEqual([
      'Change to policy BS1000000001',
      'Change',
      'Change 1: Dependent added',
      'Members',
      'José Núñez (Child)',
      'Before',
      'None',
      'After',
      'Dental, Basic, Family: from 03/14/2026',
      'Confirmation Number BS1000000001 - Page 1 of 1',
    ]);
    const application = sampleApplication(null);
    const rendered = await pool.render(application);
    expect(Buffer.from(rendered).equals(Buffer.from(await renderApplicationPdf(application)))).toBe(true);
    expect(pool.rendered).toBe(2);
  });
});
