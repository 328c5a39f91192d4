import { lazy, Suspense } from 'react';
import { Tab, Tabs } from 'shared-ui/widgets';
import { LAB, LoadingState, PageShell, useMediaQuery } from 'shared-ui';
import { BREAKPOINTS } from '../../../config/layout';
import { PAGE_HEADS } from '../../../config/page-heads';
import { AFFILIATIONS, type AffiliationGroup } from '../../../config/affiliations';
import { ProgramList } from './ProgramList';

// Leaflet is only fetched by desktop visitors of this page.
const AffiliationsMap = lazy(() => import('./AffiliationsMap'));

const GROUPS: { key: AffiliationGroup; title: string }[] = [
  { key: 'home', title: LAB.university },
  { key: 'other', title: 'Other Universities' },
  { key: 'affiliated', title: 'Affiliated Programs' },
];

export function AffiliationsPage() {
  const listOnly = useMediaQuery(`(max-width: ${BREAKPOINTS.affiliationsListOnlyBelow - 1}px)`);
  return (
    <PageShell
      title={PAGE_HEADS['/Affiliations'].title}
      description={PAGE_HEADS['/Affiliations'].description}
      lead="Labs and programs we know and work alongside."
    >
      <Tabs id="affiliations" defaultActiveKey="home" className="mb-3" mountOnEnter unmountOnExit transition={false}>
        {GROUPS.map((group) => (
          <Tab key={group.key} eventKey={group.key} title={group.title}>
            {listOnly ? (
              <ProgramList programs={AFFILIATIONS[group.key]} />
            ) : (
              <Suspense fallback={<LoadingState label="Loading the map..." />}>
                <AffiliationsMap programs={AFFILIATIONS[group.key]} label={group.title} />
              </Suspense>
            )}
          </Tab>
        ))}
      </Tabs>
    </PageShell>
  );
}
