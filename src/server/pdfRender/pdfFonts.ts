import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../projectRoot';

/**
 * The faces the application PDF is written in: DejaVu Sans Condensed and its bold (Bitstream Vera
 * licence, fonts/LICENSE), which have a glyph for every character a person's name may have
 * (src/domain/personNameRule.ts; pdfFonts.test.ts proves it) and are nearly as wide as the Helvetica
 * the PDF was laid out in before. Named from the repository's root, so the same files are read from
 * source (vitest, tsx) and from the bundled worker (dist-server/applicationPdf.js).
 */
const FONT_DIR = path.join(PROJECT_ROOT, 'src/server/pdfRender/fonts');

const PDF_FONT_FILES = {
  regular: path.join(FONT_DIR, 'DejaVuSansCondensed.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSansCondensed-Bold.ttf'),
} as const;

export type PdfFontBytes = Record<keyof typeof PDF_FONT_FILES, Uint8Array>;

let read: PdfFontBytes | null = null;

/** The font files' bytes, read once per thread (a render pool thread renders many PDFs). */
export function pdfFontBytes(): PdfFontBytes {
  read ??= {
    regular: fs.readFileSync(PDF_FONT_FILES.regular),
    bold: fs.readFileSync(PDF_FONT_FILES.bold),
  };
  return read;
}
