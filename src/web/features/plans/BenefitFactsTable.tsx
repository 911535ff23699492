import type { ShownFact } from '../../components/KeyFacts';

/**
 * Every benefit fact of a plan, then its carrier's own, in a table with a caption (the plan page);
 * nothing at all for a plan without facts.
 */
export function BenefitFactsTable({
  planName,
  facts,
  carrierFacts,
}: {
  planName: string;
  facts: readonly ShownFact[];
  carrierFacts: readonly ShownFact[];
}) {
  const rows = [...facts, ...carrierFacts];
  if (rows.length === 0) return null;
  return (
    <table className="facts-table">
      <caption>Benefits of {planName}</caption>
      <tbody>
        {rows.map((fact, index) => (
          <tr key={fact.key ?? `carrier-${index}`}>
            <th scope="row">{fact.label}</th>
            <td>{fact.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
