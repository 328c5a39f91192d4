import { useState, type ComponentProps, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Nav } from 'shared-ui/widgets';

export interface PaneTab {
  /** Also part of the tab's and the pane's ids, so no spaces. */
  key: string;
  title: ReactNode;
  pane: ReactNode;
}

export interface PaneTabsProps {
  /** Prefixes the ids of the tabs (`<id>-tab-<key>`) and of the pane (`<id>-tabpane-<key>`). */
  id: string;
  tabs: PaneTab[];
  variant: 'tabs' | 'pills';
  className?: string;
  style?: CSSProperties;
  /** On each tab's button. */
  tabClassName?: string;
}

/**
 * A tab's button. Nav's item writes the tab's `aria-controls` from a Tab.Container's context, and
 * so clears it here; the pane's id comes as `pane` and is written last.
 */
function TabButton({ pane, ...props }: ComponentProps<'button'> & { pane?: string }) {
  return <button {...props} aria-controls={pane} />;
}

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * A row of tabs over the chosen tab's pane, the only one mounted (each opens afresh), with the
 * tab pattern's roles and arrow keys. Built on Bootstrap's Nav rather than its Tab.Container:
 * that brings react-bootstrap's Fade and react-transition-group, about 8 KB compressed that the
 * page would download before it answers a click, for a transition these tabs never run.
 */
export function PaneTabs({ id, tabs, variant, className, style, tabClassName }: PaneTabsProps) {
  const [active, setActive] = useState(tabs[0].key);
  const shown = tabs.find((tab) => tab.key === active) ?? tabs[0];
  const tabId = (key: string) => `${id}-tab-${key}`;
  const paneId = (key: string) => `${id}-tabpane-${key}`;

  const moveWithArrows = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[(tabs.findIndex((tab) => tab.key === shown.key) + step + tabs.length) % tabs.length];
    setActive(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };

  return (
    <>
      <Nav
        as="ul"
        role="tablist"
        variant={variant}
        className={className}
        style={style}
        activeKey={shown.key}
        onSelect={(key) => key && setActive(key)}
        onKeyDown={moveWithArrows}
      >
        {tabs.map((tab) => (
          <Nav.Item as="li" role="presentation" key={tab.key}>
            <Nav.Link
              as={TabButton}
              type="button"
              eventKey={tab.key}
              id={tabId(tab.key)}
              pane={tab.key === shown.key ? paneId(tab.key) : undefined}
              className={tabClassName}
            >
              {tab.title}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <div className="tab-content">
        <div key={shown.key} role="tabpanel" id={paneId(shown.key)} aria-labelledby={tabId(shown.key)} className="tab-pane active">
          {shown.pane}
        </div>
      </div>
    </>
  );
}
