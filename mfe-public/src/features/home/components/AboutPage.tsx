import { PageShell } from 'shared-ui';
import { AboutContent } from './AboutContent';

export function AboutPage() {
  return (
    <PageShell title="About the Lab">
      <AboutContent headingLevel="h2" />
    </PageShell>
  );
}
