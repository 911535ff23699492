import { inflateSync } from 'node:zlib';

/** Everything a PDF says, searchable: its bytes, every stream inflated, and the hex strings text is drawn with decoded. */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
    } catch {
      // not a compressed stream (an image's raw data)
    }
  }
  const inflated = parts.join('\n');
  const decoded = [...inflated.matchAll(/<([0-9A-Fa-f\s]+)>/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'hex').toString('latin1'),
  );
  return `${inflated}\n${decoded.join('\n')}`;
}
