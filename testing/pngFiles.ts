import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** What a test PNG looks like: its size, bit depth and colour type, and what its pixels hold. */
export interface PngShape {
  width: number;
  height: number;
  /** Bits per channel: 8 as a canvas exports, 16 to make a picture that decodes twice as large. */
  depth?: 8 | 16;
  /** 6 is RGBA (a canvas's export), 2 is RGB, 0 is grey. */
  colourType?: 0 | 2 | 6;
  /** 'zero' is a pad with nothing drawn; a number fills every byte with it; 'noise' compresses least. */
  pixels?: 'zero' | 'noise' | number;
}

const CHANNELS = { 0: 1, 2: 3, 6: 4 } as const;
const MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/**
 * A real PNG file built with zlib, for tests of what the signature check takes and refuses: a
 * 480×160 RGBA pad's export, or a small file that inflates to tens of megabytes (2000×2000, 16-bit
 * RGBA, all one value: about 31 KB sent, 32 MB decoded).
 */
export function pngFile(shape: PngShape): Buffer {
  const { width, height, depth = 8, colourType = 6, pixels = 40 } = shape;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colourType, 0, 0, 0], 8);
  const rowBytes = (width * CHANNELS[colourType] * depth) / 8;
  const rows = Array.from({ length: height }, () => {
    const row =
      pixels === 'noise' ? randomBytes(rowBytes) : Buffer.alloc(rowBytes, pixels === 'zero' ? 0 : pixels);
    // Filter type 0 (none) before each row.
    return Buffer.concat([Buffer.from([0]), row]);
  });
  return Buffer.concat([
    MAGIC,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG as the data URL save-agreement-info takes. */
export const pngDataUrl = (shape: PngShape): string =>
  `data:image/png;base64,${pngFile(shape).toString('base64')}`;

/** Issue 26's picture: 2000×2000 16-bit RGBA of one colour, small to send and 32 MB to decode. */
export const EXPANDING_SIGNATURE: PngShape = { width: 2000, height: 2000, depth: 16, pixels: 0x7f };
