import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedOutEnrollment, saveStepsToReview } from '../../../testing/journey';
import { pdfText } from '../../../testing/pdfText';
import { type SmtpPeer, startSmtpPeer } from '../../../testing/smtpPeer';
import { openedStep } from '../../../testing/storedSteps';
import { submitFamily } from '../../../testing/submittedFamily';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../testing/testApp';
import { getApplicationPdf } from '../../contract/applicationPdfCalls';
import { fullPath } from '../../contract/callPath';
import { saveReviewInfo } from '../../contract/enrollmentCalls';
import { smtpMailer } from '../adapters/mailer';
import { deliverOutbox, openedBodies } from '../mail/outbox';
import { pdfRenderPool } from '../pdfRender/renderPool';
import { applicationBlobKey } from './keptApplicationPdfs';
import { PDF_BUSY } from './submittedApplicationFile';

let t: TestApp;
let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await startTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

async function download(browser: TestBrowser, id: string) {
  return t.app.inject({
    method: 'GET',
    url: fullPath(getApplicationPdf),
    query: { enrollment_id: id },
    headers: browser.cookie ? { cookie: browser.cookie } : {},
  });
}

/** A member-only dental enrollment (the plan with a $25 application fee), through to submission. */
async function submitted(browser: TestBrowser) {
  const id = await checkedOutEnrollment(browser);
  await saveStepsToReview(browser, id);
  const before = await download(browser, id);
  expect(before.statusCode).toBe(409);
  const unclear = await browser.call(saveReviewInfo, { body: { enrollment_id: id, first_enroll: 'maybe' } });
  expect(unclear.statusCode).toBe(400);
  expect(unclear.errors.map((e) => e.target_element)).toEqual(['first_enroll']);
  const { policy_id: policyId } = await browser.ok(saveReviewInfo, {
    body: { enrollment_id: id, additional_notes: 'Call after 5pm', first_enroll: true },
  });
  return { id, policyId };
}

describe(`signed application PDF (${TEST_DIALECT})`, () => {
  it('answers the PDF to its own browser only: masked numbers, costs, signature, confirmation number', async () => {
    const owner = t.browser();
    const { id, policyId } = await submitted(owner);

    const response = await download(owner, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="application-${policyId}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = response.rawPayload;
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe(`Enrollment Application ${policyId}`);
    expect(pdf.getSubject()).toContain(policyId);

    expect(await openedStep(t.deps, id, 'review')).toEqual({
      additional_notes: 'Call after 5pm',
      first_enroll: true,
    });

    const text = await pdfText(bytes);
    expect(text).toContain(policyId);
    expect(text).toContain('Maria Lopez');
    expect(text).toContain('Married');
    expect(text).toContain('Application fee');
    expect(text).toContain('First Month Total Cost');
    expect(text).toContain('Recurring Monthly Cost');
    expect(text).toContain('Call after 5pm');
    expect(text).toContain('/Subtype /Image');
    // Never a full SSN, account or routing number; their masks are there.
    expect(text).not.toContain('123456789');
    expect(text).not.toContain('000123456789');
    expect(text).not.toContain('011000015');
    expect(text).toContain('6789');

    // Made again from the stored tabs, the download is the same document every time.
    const again = await download(owner, id);
    expect((await pdfText(again.rawPayload)).length).toBe(text.length);

    // Another browser, and a browser with no enrollment at all, get 404.
    const stranger = t.browser();
    await checkedOutEnrollment(stranger);
    const refused = await download(stranger, id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      status: 'error',
      data: [{ target_element: 'enrollment_id', error_message: 'Enrollment not found' }],
    });
    expect((await download(t.browser(), id)).statusCode).toBe(404);
  });

  it("shows every name as it was given, in the embedded font: Zoë Nguyễn, Anne-Marie O'Brien, Anne-Marie O’Brien", async () => {
    const family = await submitFamily(
      t,
      { first_name: 'Zoë', last_name: 'Nguyễn' },
      {
        spouse: { first_name: 'Anne-Marie', last_name: "O'Brien" },
        beneficiary: { first_name: 'Anne-Marie', last_name: 'O’Brien' },
      },
    );
    const response = await download(family.browser, family.id);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    // Written in the embedded DejaVu faces, not a standard font that has no ễ.
    expect(text).toMatch(/\/FontFile2/);
    expect(text).not.toMatch(/\/BaseFont \/Helvetica/);
    // Each a line of its own as drawn: the applicant, her first and last name, the spouse's, the beneficiary's.
    const lines = text.split('\n');
    for (const name of ['Zoë Nguyễn', 'Zoë', 'Nguyễn', 'Anne-Marie', "O'Brien", 'O’Brien'])
      expect(lines).toContain(name);
    expect(text).not.toMatch(/Zo\?|Nguy\?n|O\?Brien/);
  });

  it("attaches the PDF to the 'Enrollment Receipt', sealed while it waits, whole when it is sent", async () => {
    const owner = t.browser();
    const { id, policyId } = await submitted(owner);
    const receipt = await t.deps.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('enrollment_id', '=', id)
      .where('kind', '=', 'receipt')
      .executeTakeFirstOrThrow();
    expect(receipt.subject).toBe('Enrollment Receipt');
    expect(receipt.text_body).not.toContain('First Month Total Cost');
    const receiptText = openedBodies(t.deps.secretBox, receipt).text;
    expect(receiptText).toContain('First Month Total Cost');
    expect(receiptText).toContain(
      'Application fee for Harborline Dental Essentials: $25.00 (first month only)',
    );
    expect(receiptText).toContain('Your signed application is attached');
    const stored = await t.deps.db
      .selectFrom('mail_attachments')
      .selectAll()
      .where('mail_id', '=', receipt.id)
      .execute();
    expect(stored.map((a) => [a.filename, a.content_type])).toEqual([
      [`application-${policyId}.pdf`, 'application/pdf'],
    ]);
    // Sealed at rest: not the PDF's own bytes, not its base64 ("%PDF" is "JVBER").
    expect(stored[0]?.content.startsWith('v1:')).toBe(true);
    expect(stored[0]?.content).not.toContain('JVBER');

    await deliverOutbox({ ...t.deps, mailer: smtpMailer(peer.url) });
    const mail = peer.received.find((m) => m.to.includes('maria@example.com') && m.text.includes(policyId));
    expect(mail?.text).toContain('Content-Type: application/pdf');
    expect(mail?.text).toMatch(new RegExp(`filename=\\"?application-${policyId}\\.pdf`));
    const base64 =
      /Content-Disposition: attachment;[^\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
        mail?.text ?? '',
      )?.[1];
    const attached = await PDFDocument.load(Buffer.from((base64 ?? '').replace(/\s/g, ''), 'base64'), {
      updateMetadata: false,
    });
    expect(attached.getTitle()).toBe(`Enrollment Application ${policyId}`);
  });

  it('renders once, at submission: every download and the receipt are that PDF, kept sealed in the blob store', async () => {
    const owner = t.browser();
    const before = t.deps.pdfRenderer.rendered;
    const { id, policyId } = await submitted(owner);
    expect(t.deps.pdfRenderer.rendered).toBe(before + 1);

    const downloads = [await download(owner, id), await download(owner, id), await download(owner, id)];
    expect(downloads.map((d) => d.statusCode)).toEqual([200, 200, 200]);
    // Counted in the pool itself: no download rendered again.
    expect(t.deps.pdfRenderer.rendered).toBe(before + 1);
    const bytes = downloads[0]?.rawPayload ?? Buffer.alloc(0);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const again of downloads) expect(again.rawPayload.equals(bytes)).toBe(true);

    // The receipt's attachment is the same document, byte for byte.
    const attachment = await t.deps.db
      .selectFrom('mail_attachments')
      .innerJoin('mail_outbox', 'mail_outbox.id', 'mail_attachments.mail_id')
      .select('mail_attachments.content')
      .where('mail_outbox.enrollment_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(t.deps.secretBox.open(attachment.content), 'base64').equals(bytes)).toBe(true);

    // Kept sealed: the stored blob is not the PDF, and opens to it.
    const kept = await t.deps.blobs.get(applicationBlobKey(id, policyId));
    expect(kept).not.toBeNull();
    expect(kept?.includes(Buffer.from('%PDF'))).toBe(false);
    expect(kept?.includes(Buffer.from(policyId))).toBe(false);
    expect(t.deps.secretBox.openBytes(kept ?? Buffer.alloc(0)).equals(bytes)).toBe(true);
  });

  it('twelve downloads at once of a PDF no longer kept render it once, and keep it again', async () => {
    const owner = t.browser();
    const { id, policyId } = await submitted(owner);
    const original = (await download(owner, id)).rawPayload;
    const key = applicationBlobKey(id, policyId);
    await t.deps.blobs.delete(key);
    const before = t.deps.pdfRenderer.rendered;

    const answers = await Promise.all(Array.from({ length: 12 }, () => download(owner, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(t.deps.pdfRenderer.rendered).toBe(before + 1);
    // Made again from the same stored submission: the same document.
    for (const answer of answers) expect(answer.rawPayload.equals(original)).toBe(true);
    const kept = await t.deps.blobs.get(key);
    expect(t.deps.secretBox.openBytes(kept ?? Buffer.alloc(0)).equals(original)).toBe(true);
    await download(owner, id);
    expect(t.deps.pdfRenderer.rendered).toBe(before + 1);
  });

  it('with the render queue full: the submission goes through without the PDF, a download answers 503, later it is made', async () => {
    const owner = t.browser();
    const id = await checkedOutEnrollment(owner);
    await saveStepsToReview(owner, id);
    const pool = t.deps.pdfRenderer;
    // A real pool that lets nothing wait: every render is refused at once.
    const full = pdfRenderPool({ threads: 1, queue: 0 });
    t.deps.pdfRenderer = full;
    try {
      const { policy_id: policyId } = await owner.ok(saveReviewInfo, {
        body: { enrollment_id: id, first_enroll: true },
      });
      const receipt = await t.deps.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('enrollment_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(openedBodies(t.deps.secretBox, receipt).text).not.toContain(
        'Your signed application is attached',
      );
      const attached = await t.deps.db
        .selectFrom('mail_attachments')
        .select('id')
        .where('mail_id', '=', receipt.id)
        .execute();
      expect(attached).toEqual([]);
      expect(await t.deps.blobs.get(applicationBlobKey(id, policyId))).toBeNull();

      const busy = await download(owner, id);
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toEqual({
        status: 'error',
        statusCode: 503,
        data: [{ target_element: 'enrollment_id', error_message: PDF_BUSY }],
      });
    } finally {
      t.deps.pdfRenderer = pool;
      await full.close();
    }
    const before = pool.rendered;
    const made = await download(owner, id);
    expect(made.statusCode).toBe(200);
    expect(pool.rendered).toBe(before + 1);
  });
});
