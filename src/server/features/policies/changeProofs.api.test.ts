import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberLinkPolicy, signedIn } from '../../../../testing/memberPolicies';
import { startTestApp, TEST_DIALECT, type TestApp, type TestBrowser } from '../../../../testing/testApp';
import { getChangeProofFile, reviewChangeProof, uploadChangeProof } from '../../../contract/changeProofCalls';
import { getPolicy, makePolicyChange } from '../../../contract/policyCalls';

/** The proof of a newborn's birth: uploaded by the member from their member link, reviewed by their rep. */
let now = new Date('2026-01-20T12:00:00Z');
let t: TestApp;
let ava: { browser: TestBrowser; id: string; policyId: string; changeId: string };

const PDF = Buffer.from('%PDF-1.4\n% a birth certificate\n%%EOF\n');
const PDF_URL = `data:application/pdf;base64,${PDF.toString('base64')}`;

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  const { browser, id, policyId } = await memberLinkPolicy(t, 5001, 102);
  now = new Date('2026-03-20T12:00:00Z');
  const made = await browser.ok(makePolicyChange, {
    body: {
      enrollment_id: id,
      policy_id: policyId,
      kind: 'add_dependent',
      event: 'birth',
      event_date: '03/14/2026',
      person: {
        relationship: 'child',
        first_name: 'Baby',
        last_name: 'Carter',
        birthdate: '03/14/2026',
        gender: '1',
      },
    },
  });
  ava = { browser, id, policyId, changeId: made.change_id };
}, 180_000);
afterAll(() => t.close());

describe(`the proof of a change over the enrollment host (${TEST_DIALECT})`, () => {
  it('the member uploads it; only the rep opens and reviews it; a refusal needs a note', async () => {
    const upload = {
      policy_id: ava.policyId,
      change_id: ava.changeId,
      file_name: 'birth.pdf',
      content: PDF_URL,
    };
    const kept = await ava.browser.ok(uploadChangeProof, { body: { ...upload, enrollment_id: ava.id } });
    expect(kept).toMatchObject({ status: 'submitted', content_type: 'application/pdf', bytes: PDF.length });
    // A stranger, and the member without their link's enrollment, reach nothing.
    const stranger = t.browser();
    expect((await stranger.call(uploadChangeProof, { body: upload })).statusCode).toBe(401);
    // The member is no reviewer of their own proof.
    const asMember = await ava.browser.call(reviewChangeProof, {
      body: { policy_id: ava.policyId, proof_id: kept.proof_id, decision: 'accepted' },
    });
    expect(asMember.statusCode).toBe(401);
    // Another rep's book does not hold Ava's policy.
    const priya = await signedIn(t, 'priya.nair@example.com');
    const elsewhere = await priya.call(getChangeProofFile, {
      query: { policy_id: ava.policyId, proof_id: kept.proof_id },
    });
    expect(elsewhere.statusCode).toBe(404);

    const jordan = await signedIn(t, 'jordan.ellis@example.com');
    const file = await jordan.ok(getChangeProofFile, {
      query: { policy_id: ava.policyId, proof_id: kept.proof_id },
    });
    expect(file).toEqual({ file_name: 'birth.pdf', content_type: 'application/pdf', content: PDF_URL });
    const bare = await jordan.call(reviewChangeProof, {
      body: { policy_id: ava.policyId, proof_id: kept.proof_id, decision: 'refused' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.errors).toEqual([{ target_element: 'note', error_message: 'Say why the proof is refused' }]);
    const accepted = await jordan.ok(reviewChangeProof, {
      body: { policy_id: ava.policyId, proof_id: kept.proof_id, decision: 'accepted' },
    });
    expect(accepted).toMatchObject({ status: 'accepted', reviewed_at: now.toISOString() });
    // The member's policy says what the birth asks for and where its proof stands.
    const policy = await ava.browser.ok(getPolicy, {
      query: { enrollment_id: ava.id, policy_id: ava.policyId },
    });
    expect(policy.changes[0]).toMatchObject({
      proof_asked: "The birth certificate or the hospital's record of the birth",
      proofs: [{ proof_id: kept.proof_id, file_name: 'birth.pdf', status: 'accepted' }],
    });
  });
});
