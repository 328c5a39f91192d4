import { PageShell, LAB } from 'shared-ui';
import { AboutContent } from './AboutContent';

export function AboutPage() {
  return (
    <PageShell
      title="About the Lab"
      description={`What the ${LAB.name} studies, the values it works by and its responsibilities to participants, students and science.`}
    >
      <AboutContent headingLevel="h2" />
    </PageShell>
  );
}
