import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../appDeps';
import { notFound } from '../../http/appError';
import type { HandlersFor } from '../../http/registerEndpoints';
import { keepProof, openProof, reviewProof } from '../../proofs/changeProofs';
import { POLICY_NOT_FOUND, policyInReach } from './policyReach';

/**
 * The proofs of policy changes on the enrollment host (issue 41): the member (by their member link) or
 * the rep or group administrator uploads one; only the rep or group administrator opens and reviews it.
 */
export function proofHandlers(
  deps: AppDeps,
): HandlersFor<'uploadChangeProof' | 'reviewChangeProof' | 'getChangeProofFile'> {
  /** The policy in a reviewer's reach: a member's own link does not make them a reviewer. */
  const reviewerReach = async (request: FastifyRequest, policyId: string) => {
    const reached = await policyInReach(deps, request, policyId, undefined);
    if (reached.caller === 'member') throw notFound('policy_id', POLICY_NOT_FOUND);
    return reached;
  };

  return {
    async uploadChangeProof({ body, request }) {
      const reached = await policyInReach(deps, request, body.policy_id, body.enrollment_id);
      return keepProof(deps, {
        enrollmentId: reached.enrollmentId,
        changeId: body.change_id,
        fileName: body.file_name,
        dataUrl: body.content,
        by: reached.actor.madeBy,
        at: deps.now(),
      });
    },

    async reviewChangeProof({ body, request }) {
      const reached = await reviewerReach(request, body.policy_id);
      return reviewProof(deps.db, {
        enrollmentId: reached.enrollmentId,
        proofId: body.proof_id,
        decision: body.decision,
        note: body.note ?? null,
        by: reached.actor.madeBy,
        at: deps.now(),
      });
    },

    async getChangeProofFile({ query, request }) {
      const reached = await reviewerReach(request, query.policy_id);
      return openProof(deps, reached.enrollmentId, query.proof_id);
    },
  };
}
