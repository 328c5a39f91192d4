import type { CSSProperties, ReactNode } from 'react';
import { MANAGEMENT, PROJECT_NAMES, type Member } from 'shared-ui';
import { PaneTabs } from '../../../components/PaneTabs';
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
  return (
    <PaneTabs
      id="people"
      variant="pills"
      className="people-tabs mb-4"
      style={COLUMNS}
      tabClassName="w-100"
      tabs={TABS.map((tab) => ({
        key: tab.key,
        title: tab.label,
        pane: <TeamTab members={members} project={tab.project} title={tab.project} />,
      }))}
    />
  );
}
