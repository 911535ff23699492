import type { ElementType } from 'react';
import { Link } from 'react-router';
import { planPath } from '../../domain/planPath';

/** "Costs more than <plan> and covers no more.", the plan that beats this one linked (domain/planDominance). */
export function BeatenByNote({
  by,
  as: Tag = 'p',
  className,
}: {
  by: { plan_id: number; plan_name: string };
  as?: ElementType;
  className: string;
}) {
  return (
    <Tag className={className}>
      Costs more than <Link to={planPath(by.plan_id, by.plan_name)}>{by.plan_name}</Link> and covers no more.
    </Tag>
  );
}
