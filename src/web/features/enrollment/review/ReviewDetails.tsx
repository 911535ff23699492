import type { StepSummary } from '../../../../domain/review/summaryTypes';

/** A step's entries as label and value pairs, a heading per section (each beneficiary, dependent, address). */
export function ReviewDetails({ summary }: { summary: StepSummary }) {
  const sections = summary.sections.filter((section) => section.rows.length > 0);
  if (sections.length === 0) return <p>{summary.completed ? 'Nothing entered.' : 'Not completed yet.'}</p>;
  return (
    <div className="review-details">
      {sections.map((section, index) => (
        <section key={`${section.title ?? ''}-${index}`} aria-label={section.title ?? undefined}>
          {section.title ? <h3>{section.title}</h3> : null}
          <dl>
            {section.rows.map((row, rowIndex) => (
              <div key={`${row.label}-${rowIndex}`}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
