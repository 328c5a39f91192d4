import type { ReactNode } from 'react';

/** One section of a project page, labelled by its heading; `id` is the sidebar's link target. */
export function ProjectSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mb-5">
      <h2 id={`${id}-heading`} className="mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}
