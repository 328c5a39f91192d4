import { useState, type CSSProperties, type ReactNode } from 'react';
import { Nav, Tab } from 'shared-ui/widgets';
import { MANAGEMENT, PROJECT_NAMES, type Member } from 'shared-ui';
import { slug } from '../utils/slug';
import { TeamTab } from './TeamTab';
import './people-tabs.css';

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

/**
 * Spec section 9: one row of tabs; at 700 px or less, 2 columns when there are more than 5 tabs,
 * else 1. The stylesheet picks one of the two by the window's width, as the server that draws the
 * page knows none.
 */
const COLUMNS = {
  '--people-tabs-columns': TABS.length,
  '--people-tabs-columns-narrow': TABS.length > 5 ? 2 : 1,
} as CSSProperties;

/** The People tabs: Management and the seven projects, each with its members and alumni. */
export function PeopleTabs({ members }: { members: Member[] }) {
  const [active, setActive] = useState(TABS[0].key);
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
      <Nav as="ul" variant="pills" className="people-tabs mb-4" style={COLUMNS}>
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
