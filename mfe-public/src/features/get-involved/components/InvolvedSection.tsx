import type { ReactNode } from 'react';
import { SCROLL_SECTION_OFFSET } from 'shared-ui';
import { headingId, SECTIONS, type SectionId } from '../utils/sections';

/** One section of the page, reachable by its id, its heading focusable for the Apply buttons. */
export function InvolvedSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)?.title;
  return (
    <section id={id} aria-labelledby={headingId(id)} className="mb-5" style={{ scrollMarginTop: SCROLL_SECTION_OFFSET }}>
      <h2 id={headingId(id)} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
