import { SCREENSHOT_FORMAT_MESSAGE } from '../../../contract/screenshotCalls';
import { fieldError } from '../../http/appError';

/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Signature, then the IHDR chunk (length, type, 13 bytes of data, CRC). */
const SMALLEST_PNG_HEADER = 8 + 4 + 4 + 13 + 4;

/**
 * The PNG bytes of a data URL the contract has already shaped, refused with 400 at `image` unless
 * they really are a PNG: the signature followed by the IHDR chunk.
 */
export function pngFromDataUrl(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const isPng =
    bytes.length >= SMALLEST_PNG_HEADER &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.subarray(12, 16).toString('latin1') === 'IHDR';
  if (!isPng) throw fieldError('image', SCREENSHOT_FORMAT_MESSAGE);
  return bytes;
}
