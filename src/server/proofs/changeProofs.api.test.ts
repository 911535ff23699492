import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../../testing/testApp';
import {
  PROOF_FORMAT_MESSAGE,
  PROOF_MAX_BYTES,
  PROOF_TOO_LARGE_MESSAGE,
} from '../../contract/changeProofCalls';
import { AppError } from '../http/appError';
import { keepProof, openProof, proofsOfPolicy, reviewProof } from './changeProofs';

let t: TestApp;
const at = new Date('2026-03-20T12:00:00Z');
beforeAll(async () => {
  t = await startTestApp({ now: () => at });
  for (const id of ['p1', 'p2'])
    await t.deps.db
      .insertInto('enrollments')
      .values({
        id,
        owner_hash: 'x',
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
        type: 'individual',
        eprocess: 'applicant',
        filter_info: '{}',
        status: 'submitted',
        policy_id: `P-${id}`,
      })
      .execute();
  await t.deps.db
    .insertInto('policy_changes')
    .values({
      id: 'c1',
      enrollment_id: 'p1',
      number: 1,
      kind: 'add_dependent',
      event: 'birth',
      event_date: '2026-03-14',
      effective_date: '2026-03-14',
      member_number: 3,
      made_by: 'member',
      made_at: at.toISOString(),
      details: '{}',
      monthly_before_cents: 5000,
      monthly_after_cents: 7000,
      carrier_status: 'none',
      carrier_status_at: at.toISOString(),
    })
    .execute();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** The field and message an AppError answers, or null when the call did not fail so. */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.statusCode, errors: error.fieldErrors };
  }
}

describe(`the proof of a change (${TEST_DIALECT})`, () => {
  it('keeps a birth certificate sealed at rest, lists it with the change and opens it whole for its reviewer', async () => {
    const kept = await keepProof(t.deps, {
      enrollmentId: 'p1',
      changeId: 'c1',
      fileName: 'birth-certificate.pdf',
      dataUrl: dataUrl('application/pdf', PDF),
      by: 'member',
      at,
    });
    expect(kept).toMatchObject({ content_type: 'application/pdf', bytes: PDF.length, status: 'submitted' });
    const row = await t.deps.db
      .selectFrom('change_proofs')
      .select('blob_key')
      .where('id', '=', kept.proof_id)
      .executeTakeFirstOrThrow();
    const stored = await t.deps.blobs.get(row.blob_key);
    expect(stored?.includes(Buffer.from('%PDF'))).toBe(false);
    expect((await proofsOfPolicy(t.deps.db, 'p1')).get('c1')).toEqual([kept]);
    const opened = await openProof(t.deps, 'p1', kept.proof_id);
    expect(opened).toEqual({
      file_name: 'birth-certificate.pdf',
      content_type: 'application/pdf',
      content: dataUrl('application/pdf', PDF),
    });
    // Another policy's reader finds nothing.
    expect(await refusal(openProof(t.deps, 'p2', kept.proof_id))).toMatchObject({ status: 404 });
  });

  it('takes a file for what its bytes are: a text named PDF, or a PNG sent as a JPEG, is refused', async () => {
    const proof = { enrollmentId: 'p1', changeId: 'c1', fileName: 'x', by: 'member', at };
    const bad = { status: 400, errors: [{ target_element: 'content', error_message: PROOF_FORMAT_MESSAGE }] };
    expect(
      await refusal(
        keepProof(t.deps, { ...proof, dataUrl: dataUrl('application/pdf', Buffer.from('hello')) }),
      ),
    ).toEqual(bad);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(await refusal(keepProof(t.deps, { ...proof, dataUrl: dataUrl('image/jpeg', png) }))).toEqual(bad);
    const large = Buffer.concat([PDF, Buffer.alloc(PROOF_MAX_BYTES)]);
    expect(
      await refusal(keepProof(t.deps, { ...proof, dataUrl: dataUrl('application/pdf', large) })),
    ).toEqual({
      status: 413,
      errors: [{ target_element: 'content', error_message: PROOF_TOO_LARGE_MESSAGE }],
    });
    // A change of another policy is not found, and nothing was kept for any refusal.
    expect(
      await refusal(
        keepProof(t.deps, { ...proof, enrollmentId: 'p2', dataUrl: dataUrl('application/pdf', PDF) }),
      ),
    ).toMatchObject({ status: 404 });
    expect((await proofsOfPolicy(t.deps.db, 'p1')).get('c1')).toHaveLength(1);
  });

  it('is reviewed once: refused with a note, and a second review answers 409', async () => {
    const kept = await keepProof(t.deps, {
      enrollmentId: 'p1',
      changeId: 'c1',
      fileName: 'photo.png',
      dataUrl: dataUrl('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])),
      by: 'member',
      // Sent after the first test's proof: the change lists its proofs oldest first.
      at: new Date(at.getTime() + 60_000),
    });
    const review = { enrollmentId: 'p1', proofId: kept.proof_id, by: 'rep:1', at };
    const refused = await reviewProof(t.deps.db, {
      ...review,
      decision: 'refused',
      note: 'The name is not readable',
    });
    expect(refused).toMatchObject({
      status: 'refused',
      note: 'The name is not readable',
      reviewed_at: at.toISOString(),
    });
    expect(await refusal(reviewProof(t.deps.db, { ...review, decision: 'accepted', note: null }))).toEqual({
      status: 409,
      errors: [{ target_element: 'proof_id', error_message: 'This proof has already been refused' }],
    });
    expect((await proofsOfPolicy(t.deps.db, 'p1')).get('c1')?.map((proof) => proof.status)).toEqual([
      'submitted',
      'refused',
    ]);
  });
});
