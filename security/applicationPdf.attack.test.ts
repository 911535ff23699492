import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApplicationPdf } from '../src/contract/applicationPdfCalls';
import { fullPath } from '../src/contract/callPath';
import { saveAgreementInfo } from '../src/contract/enrollmentCalls';
import { SIGNATURE_TOO_LARGE } from '../src/domain/forms/agreementForm';
import { AGREEMENT } from '../testing/fixtures';
import { checkedOutEnrollment, saveStepsToReview, submittedWithFirstTaken } from '../testing/journey';
import { EXPANDING_SIGNATURE, pngDataUrl } from '../testing/pngFiles';
import { whileProbing } from '../testing/probes';
import type { RealBrowser } from '../testing/realBrowser';
import { type RealServer, startRealServer, stopEverything } from './realServer';
import { countInStore } from './storeFile';

/**
 * Attack 13 (issue 26): a signature picture made to expand (2000×2000, 16-bit RGBA: 35 KB sent,
 * 32 MB decoded), and the signed application PDF fetched 12 times at once.
 */
let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
});

afterAll(stopEverything);

const expanding = pngDataUrl(EXPANDING_SIGNATURE);
/** The heaviest signature a pad on a phone makes (480×160 at three device pixels a pixel). */
const phonePad = pngDataUrl({ width: 1440, height: 480, pixels: 40 });

const downloadPdf = (browser: RealBrowser, id: string) =>
  browser.request('GET', `${fullPath(getApplicationPdf)}?enrollment_id=${id}`);

describe('attack 13: a signature that expands, and the PDF made from it', () => {
  it('refuses the expanding picture at save-agreement-info, at the signature, and keeps nothing', async () => {
    const shopper = server.browser();
    const id = await checkedOutEnrollment(shopper);
    // Every step before the agreement, then the agreement with the picture.
    await expect(saveStepsToReview(shopper, id, 'personal', expanding)).rejects.toThrow(
      /save-agreement-info answered 400/,
    );
    const answer = await shopper.call(saveAgreementInfo, {
      body: { enrollment_id: id, ...AGREEMENT, signature: expanding },
    });
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([{ target_element: 'signature', error_message: SIGNATURE_TOO_LARGE }]);
    expect(
      countInStore(
        server.dataDir,
        "SELECT count(*) AS n FROM enrollment_tabs WHERE enrollment_id = ? AND tab = 'agreement'",
        id,
      ),
    ).toBe(0);
  });

  it('answers /healthz promptly while one submitted application is fetched 12 times at once', async () => {
    const shopper = server.browser();
    // The heaviest signature the store takes: the expanding picture if it is taken, else a phone's pad.
    const { id, policyId, taken } = await submittedWithFirstTaken(shopper, [expanding, phonePad]);
    const { answers, slowestMs, probes } = await whileProbing(
      server.url,
      ['/healthz'],
      () => Promise.all(Array.from({ length: 12 }, () => downloadPdf(shopper, id))),
      50,
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers[0]?.text.startsWith('%PDF-')).toBe(true);
    expect(answers[0]?.headers.get('content-disposition')).toContain(`application-${policyId}.pdf`);
    expect(probes).toBeGreaterThan(0);
    expect(slowestMs, `slowest /healthz ${Math.round(slowestMs)} ms`).toBeLessThan(1_000);
    expect(taken, 'the expanding picture was taken as a signature').toBe(1);
  });
});
