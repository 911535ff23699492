import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EXPANDING_SIGNATURE, type PngShape, pngDataUrl, pngFile } from '../../../../testing/pngFiles';
import {
  SIGNATURE_NOT_PNG,
  SIGNATURE_REQUIRED,
  SIGNATURE_TOO_LARGE,
} from '../../../domain/forms/agreementForm';
import { checkSignatureImage } from './signatureImage';

const check = (shape: PngShape) => checkSignatureImage(pngDataUrl(shape));

describe('a signature picture', () => {
  it('refuses issue 26 picture: 35 KB sent, 32 MB decoded (2000×2000 16-bit RGBA)', () => {
    const file = pngFile(EXPANDING_SIGNATURE);
    expect(file.length).toBeLessThan(40_000);
    // What it is made to do: inflate to 2000 rows of a filter byte and 2000×8 bytes.
    const idat = file.subarray(8 + 25 + 8, file.length - 12 - 4);
    expect(inflateSync(idat).length).toBe(2000 * (1 + 2000 * 8));
    expect(check(EXPANDING_SIGNATURE)).toEqual({ ok: false, message: SIGNATURE_TOO_LARGE });
  });

  it('refuses more pixels, wider sides or deeper channels than the pad makes at three device pixels a pixel', () => {
    for (const shape of [
      { width: 480, height: 160, depth: 16 },
      { width: 480, height: 160, depth: 16, colourType: 0 },
      { width: 1441, height: 160 },
      { width: 160, height: 1441 },
      { width: 1440, height: 481 },
      { width: 2000, height: 2000 },
    ] as const) {
      expect(check(shape), JSON.stringify(shape)).toEqual({ ok: false, message: SIGNATURE_TOO_LARGE });
    }
  });

  it("takes the pad's own exports: 480×160 RGBA drawn or typed, and at two and three device pixels a pixel", () => {
    for (const shape of [
      { width: 480, height: 160, pixels: 40 },
      { width: 480, height: 160, pixels: 'noise' },
      { width: 960, height: 320, pixels: 18 },
      { width: 1440, height: 480, pixels: 18 },
      { width: 480, height: 160, colourType: 2 },
    ] as const) {
      const result = check(shape);
      expect(result.ok, JSON.stringify(shape)).toBe(true);
    }
  });

  it('still tells an empty pad and a picture that is not one from a large one', () => {
    expect(check({ width: 480, height: 160, pixels: 'zero' })).toEqual({
      ok: false,
      message: SIGNATURE_REQUIRED,
    });
    const file = pngFile({ width: 480, height: 160 });
    // The header's CRC no longer holds once its width is changed.
    file.writeUInt32BE(4000, 16);
    expect(checkSignatureImage(`data:image/png;base64,${file.toString('base64')}`)).toEqual({
      ok: false,
      message: SIGNATURE_NOT_PNG,
    });
  });
});
