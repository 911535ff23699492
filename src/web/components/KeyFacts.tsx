/** A fact as its label and its value in words (domain/factLines, on the wire). */
export interface ShownFact {
  key?: string;
  label: string;
  text: string;
}

/** A plan card's key facts as a short labelled list; nothing at all for a plan without facts. */
export function KeyFacts({ facts }: { facts: readonly ShownFact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="key-facts">
      {facts.map((fact) => (
        <div key={fact.key ?? fact.label} className="key-facts__fact">
          <dt>{fact.label}</dt>
          <dd>{fact.text}</dd>
        </div>
      ))}
    </dl>
  );
}
