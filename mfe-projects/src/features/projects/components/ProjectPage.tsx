import { useEffect } from 'react';
import { useLocation } from 'shared-ui/router';
import type { ProjectName } from 'shared-ui';
import { projectPageHead } from '../../../routes';
import { useProjectContent } from '../hooks/use-project-content';
import { PROJECT_SECTION_IDS } from '../utils/sections';
import { JoinSection } from './JoinSection';
import { OverviewSection } from './OverviewSection';
import { ProjectHeading } from './ProjectHeading';
import { PublicationsSection } from './PublicationsSection';
import { TeamSection } from './TeamSection';

/** Scrolls to the section an address like /projects/NOVA#team names, once the page is there. */
function useSectionFromAddress() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = hash.slice(1);
    if (!(PROJECT_SECTION_IDS as readonly string[]).includes(id)) return;
    // After the shell's scroll to the top of a new page, which runs in the same commit.
    const frame = window.requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => window.cancelAnimationFrame(frame);
  }, [hash]);
}

/** /projects/:projectId: one project's sections. */
export function ProjectPage({ project }: { project: ProjectName }) {
  const content = useProjectContent(project);
  const head = projectPageHead(project);
  useSectionFromAddress();
  return (
    <>
      <ProjectHeading project={project} title={project} documentTitle={head.title} description={head.description} />
      <OverviewSection content={content} />
      {/* Keyed so that switching projects starts with the alumni collapsed again. */}
      <TeamSection key={project} project={project} testimonials={content.testimonials} />
      <PublicationsSection publications={content.publications} />
      <JoinSection project={project} joinTeam={content.joinTeam} />
    </>
  );
}
