import { useRef } from 'react';
import { Container } from 'shared-ui/bootstrap';
import { SCROLL_SECTION_OFFSET, useDocumentTitle } from 'shared-ui';
import { PAGE_HEADS } from '../../../routes';
import { useScrollWhenFromProjectJoin } from '../hooks/use-scroll-when-from-project-join';
import { AboutContent } from './AboutContent';
import { HomeCards } from './HomeCards';
import { HomeHero } from './HomeHero';
import { MissionSection } from './MissionSection';
import { ProjectLinks } from './ProjectLinks';

export function HomePage() {
  // The lab's name is the page's heading, so the tab shows it alone.
  useDocumentTitle(PAGE_HEADS['/'].title, PAGE_HEADS['/'].description);
  const about = useRef<HTMLElement>(null);
  useScrollWhenFromProjectJoin(about);
  return (
    <Container className="pb-5">
      <HomeHero />
      <HomeCards />
      <MissionSection />
      <ProjectLinks />
      <section id="about" ref={about} aria-labelledby="home-about" style={{ scrollMarginTop: SCROLL_SECTION_OFFSET }}>
        <h2 id="home-about">About the Lab</h2>
        <AboutContent headingLevel="h3" />
      </section>
    </Container>
  );
}
