import type { PDFDocument } from 'pdf-lib';
import { oneTimeFees } from '../../domain/cartTotals';
import { formatCents } from '../../domain/pricing';
import type { ApplicationRecord } from './applicationRecord';
import { renderChangePdf } from './changePdf';
import type { PdfRecord } from './pdfRecord';
import { startPdf } from './pdfWriter';

/** The file name of an enrollment's signed application. */
export const applicationFileName = (policyId: string) => `application-${policyId}.pdf`;

/** A date as mm/dd/yyyy (UTC), as every date of the application is written. */
function mdy(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** The signature image, when the stored one is a PNG the PDF can embed. */
async function embedSignature(doc: PDFDocument, signature: string | null) {
  if (!signature) return null;
  try {
    return await doc.embedPng(Buffer.from(signature.slice(signature.indexOf(',') + 1), 'base64'));
  } catch {
    return null;
  }
}

/**
 * The signed application as a PDF: who applied, the plans and costs (one-time fees in the first
 * month), every step's entries with sensitive numbers masked, the agreement texts agreed to, the
 * signature (or the typed name), the date and the confirmation number, which the title and subject
 * carry too. The same record always gives the same content.
 */
export async function renderApplicationPdf(record: ApplicationRecord): Promise<Uint8Array> {
  const { doc, writer } = await startPdf({
    title: `Enrollment Application ${record.policyId}`,
    subject: `Signed enrollment application, Confirmation Number ${record.policyId}`,
    keywords: ['enrollment', 'application', record.policyId],
    storeName: record.storeName,
    date: record.submittedAt,
  });
  writer.heading('Enrollment Application', 18);
  writer.row('Confirmation Number', record.policyId);
  writer.row('Applicant', record.applicantName);
  writer.row('Submitted', mdy(record.submittedAt));
  writer.row('Coverage starts', record.effectiveDate);

  writer.heading('Plans and Costs');
  const lines = record.cart.lines.filter((line) => line.available);
  for (const line of lines) {
    writer.row(line.plan_name, `${line.price_label}: ${formatCents(Math.round(line.price * 100))} per month`);
    for (const fee of oneTimeFees([line]))
      writer.row(fee.name, `${formatCents(fee.cents)}, first month only (${fee.planName})`);
  }
  writer.row('First Month Total Cost', formatCents(record.cart.totals.firstMonthCents));
  writer.row('Recurring Monthly Cost', formatCents(record.cart.totals.recurringCents));
  // What is charged when: the sentence Billing, Review, the receipt and its e-mail say (domain/chargeSchedule.ts).
  for (const sentence of record.chargeSentences) writer.paragraph(sentence);

  for (const step of record.steps.filter((s) => s.completed)) {
    const rows = step.sections.flatMap((section) => section.rows);
    if (rows.length === 0) continue;
    writer.heading(step.title);
    for (const section of step.sections) {
      if (section.rows.length === 0) continue;
      if (section.title) writer.subheading(section.title);
      for (const row of section.rows) writer.row(row.label, row.value);
    }
  }

  if (record.agreementTexts.length > 0) {
    writer.heading('Agreements');
    for (const text of record.agreementTexts) {
      writer.subheading(text.head);
      writer.paragraph(text.body);
      writer.paragraph('Agreed.');
    }
  }

  writer.heading('Signature');
  const image = await embedSignature(doc, record.signature);
  if (image) writer.image(image, 260, 110);
  else writer.paragraph(`Signed electronically by typing the name: ${record.signedName}`);
  writer.row('Signed by', record.signedName);
  writer.row('Date', record.signedDate || mdy(record.submittedAt));
  writer.row('Confirmation Number', record.policyId);

  writer.footers(record.policyId);
  return doc.save();
}

/**
 * The export a render pool thread calls (renderPool.ts): a change's confirmation (kind 'change') or,
 * for any other record, the signed application. This file is the pool's worker module (its bundle,
 * dist-server/applicationPdf.js), so one pool renders both.
 */
export function renderPdf(record: PdfRecord): Promise<Uint8Array> {
  return record.kind === 'change' ? renderChangePdf(record) : renderApplicationPdf(record);
}
