/**
 * The filter summary's labels with empty values, hidden from assistive technology: a box to fill, not
 * content. It keeps the summary's place while the summary or its answer loads.
 */
export function FilterPlaceholder() {
  return (
    <div className="filter-summary" aria-hidden="true">
      <dl>
        {['Zip', 'State', 'Gender', 'Tier', 'Date of Birth'].map((label) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{'\u00a0'}</dd>
          </div>
        ))}
      </dl>
      <span className="button filter-summary__placeholder-button">Edit</span>
    </div>
  );
}
