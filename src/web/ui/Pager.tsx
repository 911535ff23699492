/** Previous and Next around "Page N of M", for a list paged on the server. */
export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  /** The navigation's name, e.g. "Member pages". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="pager">
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
