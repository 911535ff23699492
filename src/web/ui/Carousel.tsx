import { type ReactNode, useEffect, useState } from 'react';

/** Items per view by window width: 1, 2, 3 and 5 from 0, 767, 1100 and 1300 pixels. */
const BREAKPOINTS: [number, number][] = [
  [1300, 5],
  [1100, 3],
  [767, 2],
  [0, 1],
];

export function itemsPerView(width: number): number {
  return BREAKPOINTS.find(([min]) => width >= min)?.[1] ?? 1;
}

function useItemsPerView(): number {
  const [count, setCount] = useState(() => itemsPerView(window.innerWidth));
  useEffect(() => {
    const onResize = () => setCount(itemsPerView(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return count;
}

/** A row of at most `max` items, shown a few at a time with Previous and Next. */
export function Carousel({ label, items, max = 5 }: { label: string; items: ReactNode[]; max?: number }) {
  const perView = useItemsPerView();
  const [start, setStart] = useState(0);
  const shown = items.slice(0, max);
  const last = Math.max(0, shown.length - perView);
  const from = Math.min(start, last);
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__track" style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }}>
        {shown.slice(from, from + perView).map((item, i) => (
          <div key={from + i}>{item}</div>
        ))}
      </div>
      {shown.length > perView ? (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={from === 0}
            onClick={() => setStart(Math.max(0, from - 1))}
          >
            Previous
          </button>
          <button
            type="button"
            className="button"
            disabled={from >= last}
            onClick={() => setStart(Math.min(last, from + 1))}
          >
            Next
          </button>
        </div>
      ) : null}
    </section>
  );
}
