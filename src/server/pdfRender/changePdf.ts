import type { ChangeRecord } from './changeRecord';
import { startPdf } from './pdfWriter';

/**
 * A change's confirmation as a PDF (issue 41), laid out as the signed application is (pdfWriter.ts):
 * the change's facts, then each member it touched with their coverage before and after it, the
 * policy's confirmation number at the foot of every page. The same record always gives the same file.
 */
export async function renderChangePdf(record: ChangeRecord): Promise<Uint8Array> {
  const { doc, writer } = await startPdf({
    title: record.title,
    subject: `Confirmation of a change, Confirmation Number ${record.policyId}`,
    keywords: ['policy change', record.policyId],
    storeName: record.storeName,
    date: record.madeAt,
  });
  writer.heading(record.title, 18);
  for (const row of record.rows) writer.row(row.label, row.value);
  writer.heading('Members');
  if (record.members.length === 0) writer.paragraph("This change did not change anyone's coverage.");
  for (const member of record.members) {
    writer.subheading(member.name);
    writer.row('Before', member.before.join('\n') || 'None');
    writer.row('After', member.after.join('\n') || 'None');
  }
  writer.footers(record.policyId);
  return doc.save();
}
