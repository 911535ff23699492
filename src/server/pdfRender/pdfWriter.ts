import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
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

/**
 * Lays out text top to bottom over as many pages as it needs: headings, label and value rows and
 * paragraphs, each wrapped to the page, in the embedded fonts (pdfFonts.ts), measured with the face
 * that draws them. Text is drawn in its composed form (NFC: `e` and a combining acute as `é`, the same
 * text), so an accent sits on its letter. Both faces have every character a person's name may have; a
 * character the face drawing it lacks (an emoji typed in a free-text answer) is printed as "?" rather
 * than as an empty box.
 */
export class PdfWriter {
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

/** What a PDF says about itself: its title, subject and keywords, the store as its author, and its date. */
export interface PdfFacts {
  title: string;
  subject: string;
  keywords: string[];
  storeName: string;
  date: Date;
}

/**
 * A new PDF document with its facts set and a writer in the embedded fonts (pdfFonts.ts): the
 * application's and a change's confirmation are laid out by the same writer.
 */
export async function startPdf(facts: PdfFacts): Promise<{ doc: PDFDocument; writer: PdfWriter }> {
  const doc = await PDFDocument.create();
  doc.setTitle(facts.title);
  doc.setSubject(facts.subject);
  doc.setAuthor(facts.storeName);
  doc.setCreator(facts.storeName);
  doc.setProducer(facts.storeName);
  doc.setKeywords(facts.keywords);
  doc.setLanguage('en-US');
  doc.setCreationDate(facts.date);
  doc.setModificationDate(facts.date);
  doc.registerFontkit(fontkit);
  const fonts = pdfFontBytes();
  const writer = new PdfWriter(
    doc,
    await doc.embedFont(fonts.regular, EMBEDDED),
    await doc.embedFont(fonts.bold, EMBEDDED),
  );
  return { doc, writer };
}
