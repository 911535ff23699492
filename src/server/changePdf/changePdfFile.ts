import type { AppDeps } from '../appDeps';
import { fieldError, notFound } from '../http/appError';
import { RenderQueueFull } from '../pdfRender/renderPool';
import { policyViewOf } from '../policy/policyView';
import { storeName } from '../sites/siteBranding';
import { changeConfirmation } from './changeConfirmation';

export const CHANGE_NOT_FOUND = 'Change not found';
const CHANGE_PDF_BUSY = "The change's PDF cannot be made right now. Please try again in a minute.";

/** The file name of a change's confirmation: the policy's confirmation number and the change's number. */
const changeFileName = (policyId: string, number: number) => `change-${policyId}-${number}.pdf`;

/**
 * A change's confirmation PDF (issue 41), read from the policy's spans as every other reader is
 * (policyView.ts) and rendered in the PDF pool each time it is asked: unlike a signed application it
 * is not kept, since its carrier status and proof review move after it is made. The caller has
 * checked the policy is in reach; a change not of this policy answers 404 at change_id, a full render
 * queue 503 (the client tries again).
 */
export async function changePdfFile(
  deps: AppDeps,
  enrollmentId: string,
  changeId: string,
): Promise<{ filename: string; content: Uint8Array }> {
  const change = await deps.db
    .selectFrom('policy_changes')
    .select(['id', 'number'])
    .where('enrollment_id', '=', enrollmentId)
    .where('id', '=', changeId)
    .executeTakeFirst();
  if (!change) throw notFound('change_id', CHANGE_NOT_FOUND);
  const printedAt = deps.now();
  const policy = await policyViewOf(deps, enrollmentId, printedAt);
  if (!policy) throw notFound('change_id', CHANGE_NOT_FOUND);
  const spans = await deps.db
    .selectFrom('coverage_spans')
    .innerJoin('plans', 'plans.id', 'coverage_spans.plan_id')
    .innerJoin('carriers', 'carriers.id', 'coverage_spans.carrier_id')
    .select([
      'coverage_spans.member_number',
      'coverage_spans.option',
      'coverage_spans.tier',
      'coverage_spans.start_date',
      'coverage_spans.end_date',
      'coverage_spans.started_by_change',
      'coverage_spans.ended_by_change',
      'plans.name as plan_name',
      'carriers.name as carrier_name',
    ])
    .where('coverage_spans.enrollment_id', '=', enrollmentId)
    .where((eb) =>
      eb.or([
        eb('coverage_spans.started_by_change', '=', change.id),
        eb('coverage_spans.ended_by_change', '=', change.id),
      ]),
    )
    .orderBy('coverage_spans.member_number')
    .orderBy('coverage_spans.start_date')
    .orderBy('coverage_spans.plan_id')
    .execute();
  const record = changeConfirmation({
    policy,
    changeId: change.id,
    number: change.number,
    spans,
    storeName: await storeName(deps.db),
    printedAt,
  });
  if (!record) throw notFound('change_id', CHANGE_NOT_FOUND);
  try {
    const content = await deps.pdfRenderer.render(record);
    return { filename: changeFileName(policy.policy_id, change.number), content };
  } catch (error) {
    if (error instanceof RenderQueueFull) throw fieldError('change_id', CHANGE_PDF_BUSY, 503);
    throw error;
  }
}
