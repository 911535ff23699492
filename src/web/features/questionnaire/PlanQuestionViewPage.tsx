import { Link, Navigate, useSearchParams } from 'react-router';
import { getQuestions } from '../../../contract/screeningCalls';
import { planPath } from '../../../domain/planPath';
import { OPTION_GROUPS } from '../../../domain/screening';
import { ApiError } from '../../api/apiError';
import { callQuery } from '../../api/callQuery';
import { planDetailQuery, planIdOf } from '../../api/planQueries';
import { queryKeys } from '../../api/queryKeys';
import { useQuery } from '../../api/useQuery';
import { FilterPanel } from '../../components/FilterPanel';
import { ShopBreadcrumbs } from '../../components/ShopBreadcrumbs';
import { useEnrollmentId } from '../../session/enrollmentSession';
import { LoadFailed } from '../../ui/LoadFailed';

/**
 * /PlanQuestionView?plan={id} (document 3, 2.1): a plan's medical questionnaire to read, under the
 * shopper's details (the same panel as the plan list's, to change them). Nothing is answered here:
 * the questions are answered on the plan's page. Without details given yet, the plan's page asks them.
 */
export function PlanQuestionViewPage() {
  const planId = planIdOf(useSearchParams()[0].get('plan') ?? undefined);
  const enrollmentId = useEnrollmentId();
  const plan = useQuery({ ...planDetailQuery(planId ?? 0), enabled: planId !== null });
  const questions = useQuery({
    ...callQuery(
      getQuestions,
      { query: { enrollment_id: enrollmentId ?? '', plan_id: planId ?? 0 } },
      queryKeys.enrollment(enrollmentId ?? ''),
    ),
    enabled: planId !== null && Boolean(enrollmentId),
    retry: false,
  });
  const unknownPlan = plan.error instanceof ApiError && plan.error.statusCode === 404;
  if (planId === null || unknownPlan) return <Navigate to="/404" replace />;
  if (!enrollmentId) return <Navigate to={`/plan/${planId}`} replace />;
  if (plan.isError || questions.isError) {
    return (
      <LoadFailed
        what="this plan's questions"
        onRetry={() => {
          void plan.refetch();
          void questions.refetch();
        }}
      />
    );
  }
  if (!plan.data || !questions.data) return <p>Loading…</p>;
  const name = plan.data.plan_name;
  const list = questions.data.result;
  return (
    <div className="question-view">
      <ShopBreadcrumbs
        items={[
          { label: 'Plans', to: '/plans' },
          { label: 'Plan Details', to: planPath(planId, name) },
          { label: 'Health Questions' },
        ]}
      />
      <h1>Health Questions: {name}</h1>
      <FilterPanel enrollmentId={enrollmentId} planId={planId} />
      {list.length === 0 ? (
        <p>This plan asks no health questions.</p>
      ) : (
        <>
          <p>
            The questions this plan asks before it is priced. You answer them on{' '}
            <Link to={planPath(planId, name)}>the plan's page</Link>.
          </p>
          <ol className="question-view__list">
            {list.map((question) => (
              <li key={question.question_id}>
                <p>{question.question_text}</p>
                {question.question_sub_type === 'text_field' ? <p>If yes: who?</p> : null}
                {question.question_sub_type === 'detail' || question.require_detail ? (
                  <p>If yes: the dates, reason, recovery and physician of each treatment.</p>
                ) : null}
                {question.question_sub_type === 'checkbox'
                  ? OPTION_GROUPS.map((group) => {
                      const options = question.options.filter((option) => option.option_group === group);
                      return options.length === 0 ? null : (
                        <div key={group}>
                          <p>If yes, all that apply: {group}</p>
                          <ul>
                            {options.map((option) => (
                              <li key={option.option_id}>{option.option_text}</li>
                            ))}
                          </ul>
                        </div>
                      );
                    })
                  : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
