import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** A stream's bytes as they were before its filters (Flate), read as one byte per character. */
const streamText = (stream: PDFRawStream): string =>
  Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/**
 * How a font's codes read as text: its ToUnicode map (`<code> <UTF-16BE>` pairs, which pdf-lib writes
 * for an embedded font, one per glyph of the subset), or for a standard font without one, each byte
 * as its WinAnsi character (Latin-1 for the letters).
 */
interface FontCodes {
  readonly bytesPerCode: number;
  readonly unicode: ReadonlyMap<number, string> | null;
}

function fontCodes(font: PDFDict): FontCodes {
  const type0 = font.lookup(PDFName.of('Subtype'))?.toString() === '/Type0';
  const toUnicode = font.lookup(PDFName.of('ToUnicode'));
  if (!(toUnicode instanceof PDFRawStream)) return { bytesPerCode: type0 ? 2 : 1, unicode: null };
  const unicode = new Map<number, string>();
  for (const block of streamText(toUnicode).matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) {
      unicode.set(
        Number.parseInt(pair[1] ?? '', 16),
        Buffer.from(pair[2] ?? '', 'hex')
          .swap16()
          .toString('utf16le'),
      );
    }
  }
  return { bytesPerCode: type0 ? 2 : 1, unicode };
}

function decoded(hex: string, codes: FontCodes): string {
  const bytes = Buffer.from(hex.replace(/\s/g, ''), 'hex');
  if (!codes.unicode) return bytes.toString('latin1');
  let text = '';
  for (let at = 0; at + codes.bytesPerCode <= bytes.length; at += codes.bytesPerCode) {
    const code = bytes.readUIntBE(at, codes.bytesPerCode);
    // A code its map lacks reads as U+FFFD, so a search for the text it stood for never matches.
    text += codes.unicode.get(code) ?? '\uFFFD';
  }
  return text;
}

/**
 * The text each page draws, one line per text-showing operator, read as a PDF reader reads it: each
 * hex string (pdf-lib draws every text as one) decoded by the font set before it (`Tf`) through that
 * font's ToUnicode map, so text in an embedded subset font (glyph numbers, not characters) reads as
 * the characters it shows.
 */
export async function drawnText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'));
    const byName = new Map<string, FontCodes>();
    if (fonts instanceof PDFDict) {
      for (const [name, font] of fonts.entries()) {
        const dict = fonts.context.lookup(font);
        if (dict instanceof PDFDict) byName.set(name.toString(), fontCodes(dict));
      }
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    let current: FontCodes = { bytesPerCode: 1, unicode: null };
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      for (const op of streamText(stream).matchAll(
        /(\/[^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj/g,
      )) {
        if (op[1]) current = byName.get(op[1]) ?? { bytesPerCode: 1, unicode: null };
        else lines.push(decoded(op[2] ?? '', current));
      }
    }
  }
  return lines;
}

/**
 * Everything a PDF says, searchable: its bytes; every object as pdf-lib reads it, a stream with its
 * filters undone (where the image's `/Subtype /Image` and the metadata are), a dictionary written out
 * (those kept in a compressed object stream too); and the text its pages draw as a reader extracts it
 * (drawnText). Streams are found by the document's own cross-reference, never by searching the bytes
 * for `endstream` (compressed data may hold a line end right before it).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parts = [Buffer.from(bytes).toString('latin1')];
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) {
      parts.push(object.toString());
      continue;
    }
    parts.push(object.dict.toString());
    try {
      parts.push(streamText(object));
    } catch {
      // a filter pdf-lib does not undo (an image's DCT data): its dictionary says what it is
    }
  }
  return `${parts.join('\n')}\n${(await drawnText(bytes)).join('\n')}`;
}
