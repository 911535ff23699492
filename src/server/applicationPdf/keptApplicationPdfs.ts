import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { readApplication } from './readApplication';

type Submission = Parameters<typeof readApplication>[2];

/** Where a submitted enrollment's PDF is kept, sealed: named by its confirmation number too, so no other submission's PDF is ever served. */
export const applicationBlobKey = (enrollmentId: string, policyId: string): string =>
  `applications/${enrollmentId}/${policyId}.pdf.sealed`;

/** The signed application PDFs of one app node: rendered in the pool, kept in the blob store. */
export interface ApplicationPdfs {
  /** The application of a submission being made; not kept, since the submission may still fail. */
  render(owned: OwnedEnrollment, submission: Submission): Promise<Uint8Array>;
  /** Keeps the PDF of a committed submission for every later download, on every node. */
  keep(enrollmentId: string, policyId: string, pdf: Uint8Array): Promise<void>;
  /** A submitted enrollment's PDF: the kept one, else rendered once (once on this node however many ask at once) and kept. */
  ofSubmitted(owned: OwnedEnrollment, submission: Submission): Promise<Uint8Array>;
}

/**
 * A submitted enrollment never changes, so its application is rendered once and kept sealed with
 * the secret box in the blob store (files on one node, the database's `blobs` table when nodes share
 * PostgreSQL): the download and the receipt are the one document, and a download costs a read and
 * an AES-GCM open. Requests for an enrollment whose PDF is being made or kept wait for that one.
 * A PDF that cannot be kept is still answered (and made again next time): `onKeepError` hears it.
 */
export function keptApplicationPdfs(deps: AppDeps, onKeepError: (error: unknown) => void): ApplicationPdfs {
  const pending = new Map<string, Promise<Uint8Array>>();

  const render = async (owned: OwnedEnrollment, submission: Submission) =>
    deps.pdfRenderer.render(await readApplication(deps, owned, submission));

  const store = async (key: string, pdf: Uint8Array) => {
    try {
      await deps.blobs.put(key, deps.secretBox.sealBytes(Buffer.from(pdf)));
    } catch (error) {
      onKeepError(error);
    }
  };

  /** Runs `work` as the one pending job of `key`; whoever asks meanwhile gets its result. */
  const once = (key: string, work: () => Promise<Uint8Array>) => {
    const running = pending.get(key);
    if (running) return running;
    const job = work().finally(() => pending.delete(key));
    pending.set(key, job);
    return job;
  };

  const kept = async (key: string): Promise<Uint8Array | null> => {
    const sealed = await deps.blobs.get(key);
    if (!sealed) return null;
    try {
      return deps.secretBox.openBytes(sealed);
    } catch (error) {
      // Not readable with this key (damaged, or sealed under another): made again and replaced.
      onKeepError(error);
      return null;
    }
  };

  return {
    render,
    keep: (enrollmentId, policyId, pdf) => {
      const key = applicationBlobKey(enrollmentId, policyId);
      return once(key, async () => {
        await store(key, pdf);
        return pdf;
      }).then(() => undefined);
    },
    ofSubmitted: (owned, submission) => {
      const key = applicationBlobKey(owned.row.id, submission.policyId);
      return once(key, async () => {
        const found = await kept(key);
        if (found) return found;
        const pdf = await render(owned, submission);
        await store(key, pdf);
        return pdf;
      });
    },
  };
}
