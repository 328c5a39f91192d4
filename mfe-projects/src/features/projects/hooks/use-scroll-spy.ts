import { useEffect, useState } from 'react';
import { SCROLL_SECTION_OFFSET, SITE_BAR_CLASS } from 'shared-ui';

/**
 * The section being read: the last one whose top has passed the line `threshold` px below the
 * window's top, or the first if none has. At the very end of the page the last section counts,
 * however short it is, since it can never reach the line.
 */
export function pickActiveSection(sections: { id: string; top: number }[], threshold: number, atPageEnd: boolean): string {
  if (atPageEnd) return sections[sections.length - 1].id;
  let active = sections[0].id;
  for (const section of sections) if (section.top <= threshold) active = section.id;
  return active;
}

/**
 * How much of the window the site's top bar covers (0 once it has scrolled away). Found by its
 * class: the shell's <header> has the banner role only implicitly, so `[role="banner"]` misses it.
 */
export function navigationHeight(): number {
  const bar = document.querySelector(`header.${SITE_BAR_CLASS}`);
  return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
}

function atPageEnd(): boolean {
  const root = document.documentElement;
  return window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
}

/**
 * The id of the section of `ids` being read, following scrolling; a section counts once its top
 * is within SCROLL_SECTION_OFFSET px beyond the navigation height. `ids` must be a stable array.
 */
export function useScrollSpy(ids: readonly string[]): string {
  const [active, setActive] = useState(ids[0]);
  useEffect(() => {
    const update = () => {
      const sections = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      if (sections.length) setActive(pickActiveSection(sections, navigationHeight() + SCROLL_SECTION_OFFSET, atPageEnd()));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);
  return active;
}
