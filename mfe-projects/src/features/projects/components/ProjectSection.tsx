import type { ReactNode } from 'react';

/**
 * One section of a project page, labelled by its heading; `id` is the sidebar's link target. The
 * heading takes focus when its sidebar link is followed.
 */
export function ProjectSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="project-section mb-5">
      <h2 id={`${id}-heading`} tabIndex={-1} className="mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}
