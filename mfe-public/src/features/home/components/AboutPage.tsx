import { PageShell } from 'shared-ui';
import { PAGE_HEADS } from '../../../routes';
import { AboutContent } from './AboutContent';

export function AboutPage() {
  return (
    <PageShell
      title={PAGE_HEADS['/about'].title}
      description={PAGE_HEADS['/about'].description}
    >
      <AboutContent headingLevel="h2" />
    </PageShell>
  );
}
