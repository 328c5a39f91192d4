import { useState, type ReactNode } from 'react';
import { Nav, Tab } from 'shared-ui/widgets';
import { MANAGEMENT, PROJECT_NAMES, useMediaQuery, type Member } from 'shared-ui';
import { BREAKPOINTS } from '../../../config/layout';
import { slug } from '../utils/slug';
import { TeamTab } from './TeamTab';

interface PeopleTab {
  /** Also the tab's id, so no spaces. */
  key: string;
  project: string;
  label: ReactNode;
}

const TABS: PeopleTab[] = [MANAGEMENT, ...PROJECT_NAMES].map((project) => ({
  key: slug(project),
  project,
  // The spec labels Image Transitions 'IT'; the abbreviation keeps the full name available.
  label: project === 'Image Transitions' ? <abbr title="Image Transitions">IT</abbr> : project,
}));

/** Spec section 9: one row of tabs; at 700 px or less, 2 columns when there are more than 5 tabs. */
function useTabColumns(): number {
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.peopleTabsNarrowUpTo}px)`);
  if (!narrow) return TABS.length;
  return TABS.length > 5 ? 2 : 1;
}

/** The People tabs: Management and the seven projects, each with its members and alumni. */
export function PeopleTabs({ members }: { members: Member[] }) {
  const [active, setActive] = useState(TABS[0].key);
  const columns = useTabColumns();
  return (
    // Only the chosen tab is mounted, so each tab opens with its alumni collapsed.
    <Tab.Container
      id="people"
      activeKey={active}
      onSelect={(key) => key && setActive(key)}
      mountOnEnter
      unmountOnExit
      transition={false}
    >
      <Nav
        as="ul"
        variant="pills"
        className="mb-4"
        style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: '0.5rem' }}
      >
        {TABS.map((tab) => (
          <Nav.Item as="li" role="presentation" key={tab.key}>
            <Nav.Link as="button" eventKey={tab.key} className="w-100">
              {tab.label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Tab.Content>
        {TABS.map((tab) => (
          <Tab.Pane key={tab.key} eventKey={tab.key}>
            <TeamTab members={members} project={tab.project} title={tab.project} />
          </Tab.Pane>
        ))}
      </Tab.Content>
    </Tab.Container>
  );
}
