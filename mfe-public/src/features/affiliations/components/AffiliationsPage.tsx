import { LAB, PageShell } from 'shared-ui';
import { PaneTabs } from '../../../components/PaneTabs';
import { PAGE_HEADS } from '../../../routes';
import { AFFILIATIONS, type AffiliationGroup } from '../../../config/affiliations';
import { AffiliationsMap } from './AffiliationsMap';
import { ProgramList } from './ProgramList';
import './affiliations.css';

const GROUPS: { key: AffiliationGroup; title: string }[] = [
  { key: 'home', title: LAB.university },
  { key: 'other', title: 'Other Universities' },
  { key: 'affiliated', title: 'Affiliated Programs' },
];

/**
 * The labs and programs, a tab per group. Each tab holds both layouts, the list under 1024 px and
 * the map from there on, and the stylesheet shows the one for the window: the server that draws
 * the page knows no width, and the browser must find its markup unchanged.
 */
export function AffiliationsPage() {
  return (
    <PageShell
      title={PAGE_HEADS['/Affiliations'].title}
      description={PAGE_HEADS['/Affiliations'].description}
      lead="Labs and programs we know and work alongside."
    >
      <PaneTabs
        id="affiliations"
        variant="tabs"
        className="mb-3"
        tabs={GROUPS.map((group) => ({
          key: group.key,
          title: group.title,
          pane: (
            <>
              <div className="affiliations-list-only">
                <ProgramList programs={AFFILIATIONS[group.key]} />
              </div>
              <AffiliationsMap programs={AFFILIATIONS[group.key]} label={group.title} />
            </>
          ),
        }))}
      />
    </PageShell>
  );
}
