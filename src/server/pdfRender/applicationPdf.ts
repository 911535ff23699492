import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { oneTimeFees } from '../../domain/cartTotals';
import { formatCents } from '../../domain/pricing';
import type { ApplicationRecord } from './applicationRecord';
import { pdfFontBytes } from './pdfFonts';

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
/** The label column: DejaVu Sans Condensed Bold is about 7% wider than the Helvetica-Bold it replaced (190). */
const LABEL_WIDTH = 204;
const SIZE = 10;
const LINE = 14;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

/**
 * How the fonts are embedded: subset (the file carries only the glyphs its text uses, not the whole
 * font), and with every OpenType feature fontkit would apply by default turned off (substitutions,
 * ligatures, kerning, mark placement). pdf-lib sets each glyph at its own advance and draws no
 * position fontkit works out, so shaping every line only costs time (three times the drawing time):
 * text is set glyph by glyph, as the standard Helvetica set it before.
 */
const EMBEDDED = {
  subset: true,
  features: Object.fromEntries(
    ['rvrn', 'ltra', 'ltrm', 'ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'frac', 'numr', 'dnom']
      .concat(['calt', 'clig', 'liga', 'rclt', 'curs', 'kern'])
      .map((feature) => [feature, false]),
  ),
};

/** The file name of an enrollment's signed application. */
export const applicationFileName = (policyId: string) => `application-${policyId}.pdf`;

/** A date as mm/dd/yyyy (UTC), as every date of the application is written. */
function mdy(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/**
 * Lays out text top to bottom over as many pages as it needs: headings, label and value rows and
 * paragraphs, each wrapped to the page, in the embedded fonts (pdfFonts.ts), measured with the face
 * that draws them. Text is drawn in its composed form (NFC: `e` and a combining acute as `é`, the same
 * text), so an accent sits on its letter. Both faces have every character a person's name may have; a
 * character the face drawing it lacks (an emoji typed in a free-text answer) is printed as "?" rather
 * than as an empty box.
 */
class PdfWriter {
  private page: PDFPage;
  private y = 0;
  private readonly printable = new Map<PDFFont, Set<number>>();
  private readonly widths = new Map<PDFFont, Map<string, number>>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    for (const face of [font, bold]) this.printable.set(face, new Set(face.getCharacterSet()));
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
    return this.page;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  clean(value: string, font: PDFFont): string {
    const printable = this.printable.get(font);
    return [...value.normalize('NFC').replace(/[\r\t]/g, ' ')]
      .map((c) => (c === '\n' || printable?.has(c.codePointAt(0) ?? 0) ? c : '?'))
      .join('');
  }

  /**
   * The width of text at a size, each word measured once per document: a glyph's advance is the
   * same wherever it stands (the PDF is drawn without kerning), so a line's width is its words' and
   * spaces' widths added, and laying out a word again for every longer line is not needed.
   */
  private width(text: string, font: PDFFont, size: number): number {
    let known = this.widths.get(font);
    if (!known) {
      known = new Map();
      this.widths.set(font, known);
    }
    let unit = known.get(text);
    if (unit === undefined) {
      unit = font.widthOfTextAtSize(text, 1);
      known.set(text, unit);
    }
    return unit * size;
  }

  /** Splits text into lines that fit the width; a word longer than the width is broken. */
  wrap(value: string, width: number, font: PDFFont, size: number): string[] {
    const lines: string[] = [];
    const space = this.width(' ', font, size);
    for (const paragraph of this.clean(value, font).split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(/ +/)) {
        const wordWidth = this.width(word, font, size);
        const candidateWidth = line ? lineWidth + space + wordWidth : wordWidth;
        if (candidateWidth <= width) {
          line = line ? `${line} ${word}` : word;
          lineWidth = candidateWidth;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
        lineWidth = this.width(rest, font, size);
      }
      lines.push(line);
    }
    return lines;
  }

  heading(value: string, size = 14): void {
    this.ensure(size + LINE * 2);
    this.y -= 8;
    this.page.drawText(this.clean(value, this.bold), {
      x: MARGIN,
      y: this.y - size,
      size,
      font: this.bold,
      color: INK,
    });
    this.y -= size + 8;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 3 },
      end: { x: PAGE[0] - MARGIN, y: this.y + 3 },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 4;
  }

  subheading(value: string): void {
    this.ensure(LINE * 2);
    this.y -= 4;
    this.page.drawText(this.clean(value, this.bold), {
      x: MARGIN,
      y: this.y - SIZE,
      size: 11,
      font: this.bold,
      color: INK,
    });
    this.y -= LINE + 2;
  }

  row(label: string, value: string): void {
    const width = PAGE[0] - MARGIN * 2 - LABEL_WIDTH;
    const labels = this.wrap(label, LABEL_WIDTH - 10, this.bold, SIZE);
    const values = this.wrap(value, width, this.font, SIZE);
    const height = Math.max(labels.length, values.length) * LINE;
    this.ensure(height);
    labels.forEach((line, i) => {
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y - SIZE - i * LINE,
        size: SIZE,
        font: this.bold,
        color: MUTED,
      });
    });
    values.forEach((line, i) => {
      this.page.drawText(line, {
        x: MARGIN + LABEL_WIDTH,
        y: this.y - SIZE - i * LINE,
        size: SIZE,
        font: this.font,
        color: INK,
      });
    });
    this.y -= height + 2;
  }

  paragraph(value: string, size = SIZE): void {
    for (const line of this.wrap(value, PAGE[0] - MARGIN * 2, this.font, size)) {
      this.ensure(LINE);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font: this.font, color: INK });
      this.y -= LINE;
    }
    this.y -= 4;
  }

  /** Draws an image at most width by height, keeping its proportions. */
  image(png: Awaited<ReturnType<PDFDocument['embedPng']>>, maxWidth: number, maxHeight: number): void {
    const size = png.scaleToFit(maxWidth, maxHeight);
    this.ensure(size.height + 8);
    this.page.drawImage(png, { x: MARGIN, y: this.y - size.height, width: size.width, height: size.height });
    this.y -= size.height + 8;
  }

  /** Writes "Confirmation Number ... Page n of N" at the foot of every page, once all pages exist. */
  footers(policyId: string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      page.drawText(
        this.clean(`Confirmation Number ${policyId} - Page ${index + 1} of ${pages.length}`, this.font),
        {
          x: MARGIN,
          y: MARGIN - 24,
          size: 8,
          font: this.font,
          color: MUTED,
        },
      );
    });
  }
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
  const doc = await PDFDocument.create();
  doc.setTitle(`Enrollment Application ${record.policyId}`);
  doc.setSubject(`Signed enrollment application, Confirmation Number ${record.policyId}`);
  doc.setAuthor(record.storeName);
  doc.setCreator(record.storeName);
  doc.setProducer(record.storeName);
  doc.setKeywords(['enrollment', 'application', record.policyId]);
  doc.setLanguage('en-US');
  doc.setCreationDate(record.submittedAt);
  doc.setModificationDate(record.submittedAt);
  doc.registerFontkit(fontkit);
  const fonts = pdfFontBytes();
  const writer = new PdfWriter(
    doc,
    await doc.embedFont(fonts.regular, EMBEDDED),
    await doc.embedFont(fonts.bold, EMBEDDED),
  );

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
