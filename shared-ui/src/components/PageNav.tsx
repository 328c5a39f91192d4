import { Pagination } from 'shared-ui/bootstrap';

/** Pages shown around the current one; the first and last are always a click away. */
const WINDOW = 2;

/** Page numbers for a paged list; `label` names the navigation landmark ('Timeline pages'). */
export function PageNav(props: { label: string; page: number; pageCount: number; onChange: (page: number) => void }) {
  const { label, page, pageCount, onChange } = props;
  const first = Math.max(1, page - WINDOW);
  const last = Math.min(pageCount, page + WINDOW);
  const numbers = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return (
    <nav aria-label={label}>
      <Pagination className="justify-content-center">
        <Pagination.First disabled={page === 1} onClick={() => onChange(1)} />
        <Pagination.Prev disabled={page === 1} onClick={() => onChange(page - 1)} />
        {numbers.map((number) => (
          <Pagination.Item
            key={number}
            active={number === page}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onChange(number)}
          >
            {number}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={page === pageCount} onClick={() => onChange(page + 1)} />
        <Pagination.Last disabled={page === pageCount} onClick={() => onChange(pageCount)} />
      </Pagination>
    </nav>
  );
}
