import type { QuestionAnswer } from '../utils/content/types';

/** Questions visitors ask about the project, each with its answer. */
export function QuestionList({ items }: { items: QuestionAnswer[] }) {
  return (
    <dl className="mb-4">
      {items.map((item) => (
        <div key={item.q} className="mb-3">
          <dt>{item.q}</dt>
          <dd className="mb-0">{item.a}</dd>
        </div>
      ))}
    </dl>
  );
}
