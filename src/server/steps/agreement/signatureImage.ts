import { crc32, inflateSync } from 'node:zlib';
import {
  SIGNATURE_NOT_PNG,
  SIGNATURE_PREFIX,
  SIGNATURE_REQUIRED,
  SIGNATURE_TOO_LARGE,
} from '../../../domain/forms/agreementForm';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * The pad (web/ui/SignaturePad.tsx) is a 480×160 canvas exported as 8-bit RGBA, drawn or typed:
 * 300 KB decoded. Room for a pad drawn at three device pixels per CSS pixel (a phone), and no more:
 * at most 1440 pixels a side and 1440×480 pixels, at most 8 bits a channel (a canvas never exports
 * 16), so a signature decodes to at most 2.7 MB, however small the file that carries it.
 */
const PAD_SCALE = 3;
const MAX_SIDE = 480 * PAD_SCALE;
const MAX_PIXELS = 480 * 160 * PAD_SCALE * PAD_SCALE;
const MAX_DEPTH = 8;
/** Channels per colour type, and the bit depths each allows (the PNG specification, 11.2.2). */
const COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

interface Chunk {
  type: string;
  data: Buffer;
}

/** The chunks of a PNG file, each with a correct CRC and IEND last; null when the bytes are not that. */
function chunksOf(bytes: Buffer): Chunk[] | null {
  if (bytes.length < PNG_MAGIC.length || !bytes.subarray(0, 8).equals(PNG_MAGIC)) return null;
  const chunks: Chunk[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    if (at + 12 + length > bytes.length) return null;
    const typeAndData = bytes.subarray(at + 4, at + 8 + length);
    if (crc32(typeAndData) !== bytes.readUInt32BE(at + 8 + length)) return null;
    const type = typeAndData.subarray(0, 4).toString('latin1');
    chunks.push({ type, data: typeAndData.subarray(4) });
    at += 12 + length;
    if (type === 'IEND') return at === bytes.length && length === 0 ? chunks : null;
  }
  return null;
}

export type SignatureImage = { ok: true; bytes: Buffer } | { ok: false; message: string };

/**
 * A signature must really be a PNG: a base64 data URL whose file has valid chunks, a sane header
 * and image data that inflates to exactly the picture the header describes (non-interlaced, as a
 * canvas exports it). A picture that decodes to far more than the pad's own is too large, before
 * anything is inflated (issue 26: 31 KB sent, 32 MB decoded, a second of every PDF made from it).
 * A picture with nothing drawn on it is no signature.
 */
export function checkSignatureImage(dataUrl: string): SignatureImage {
  const notPng = { ok: false as const, message: SIGNATURE_NOT_PNG };
  if (!dataUrl.startsWith(SIGNATURE_PREFIX)) return notPng;
  const base64 = dataUrl.slice(SIGNATURE_PREFIX.length);
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return notPng;
  const bytes = Buffer.from(base64, 'base64');
  const chunks = chunksOf(bytes);
  const header = chunks?.[0];
  if (!chunks || header?.type !== 'IHDR' || header.data.length !== 13) return notPng;
  const width = header.data.readUInt32BE(0);
  const height = header.data.readUInt32BE(4);
  const [depth = 0, colourType = -1, compression, filter, interlace] = header.data.subarray(8);
  const colour = COLOUR_TYPES[colourType];
  if (!colour?.depths.includes(depth) || compression !== 0 || filter !== 0 || interlace !== 0) return notPng;
  if (width < 1 || height < 1) return notPng;
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS || depth > MAX_DEPTH)
    return { ok: false, message: SIGNATURE_TOO_LARGE };
  if (colourType === 3 && !chunks.some((chunk) => chunk.type === 'PLTE')) return notPng;
  const data = Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data));
  const rowBytes = 1 + Math.ceil((width * colour.channels * depth) / 8);
  const expected = rowBytes * height;
  let raw: Buffer;
  try {
    raw = inflateSync(data, { maxOutputLength: expected });
  } catch {
    return notPng;
  }
  if (raw.length !== expected) return notPng;
  // Every filter of an all-zero picture gives zeros, and only an all-zero picture filters to them:
  // a transparent pad exported untouched.
  let drawn = false;
  for (let at = 0; at < raw.length && !drawn; at++) drawn = at % rowBytes !== 0 && raw[at] !== 0;
  if (!drawn) return { ok: false, message: SIGNATURE_REQUIRED };
  return { ok: true, bytes };
}
