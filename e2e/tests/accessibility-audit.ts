import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from '../fixtures';

/** The rule sets the portal promises to meet (issue 9: WCAG 2.1 A and AA, plus axe's best practices). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export const WIDTHS = [375, 800, 1280] as const;

interface Finding {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: Set<string>;
  where: Set<string>;
}

/**
 * One page object for the whole audit: it scans the page as it is now and gathers every
 * violation, merged by rule, so one run lists all of them (where, which elements) instead of
 * stopping at the first screen that fails.
 */
export class AccessibilityAudit {
  private readonly findings = new Map<string, Finding>();
  scans = 0;

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {}

  async width(width: number) {
    await this.page.setViewportSize({ width, height: 900 });
  }

  /** Waits for the page to settle (heading drawn, nothing loading), then scans it. */
  async scan(where: string) {
    await expect(this.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(this.page.locator('.spinner-border:visible')).toHaveCount(0);
    await this.scanAsIs(where);
  }

  /** Opens each path in turn and scans it once it has settled. */
  async scanPaths(paths: readonly string[], who: string) {
    for (const path of paths) {
      await this.page.goto(path);
      await this.scan(`${path} (${who})`);
    }
  }

  /** Scans without waiting for a page heading: for an open modal or menu. */
  async scanAsIs(where: string) {
    const width = this.page.viewportSize()?.width;
    const label = `${where} @${width}px`;
    // Legacy mode runs axe in the page itself: the default opens a blank page per scan to merge
    // frame results, three times slower, and the portal has no frames to merge.
    const result = await new AxeBuilder({ page: this.page })
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode()
      .analyze();
    this.scans += 1;
    for (const violation of result.violations) {
      const finding = this.findings.get(violation.id) ?? {
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        helpUrl: violation.helpUrl,
        targets: new Set<string>(),
        where: new Set<string>(),
      };
      for (const node of violation.nodes) finding.targets.add(node.target.join(' >> '));
      finding.where.add(label);
      this.findings.set(violation.id, finding);
    }
  }

  /** Fails with every violation found: rule, impact, elements, where, and how to fix it. */
  async expectNoViolations() {
    const findings = [...this.findings.values()];
    const report = findings
      .map(
        (f) =>
          `- ${f.id} (${f.impact}): ${f.help}\n  help: ${f.helpUrl}\n` +
          `  targets: ${[...f.targets].slice(0, 12).join(' | ')}${f.targets.size > 12 ? ` (+${f.targets.size - 12} more)` : ''}\n` +
          `  where: ${[...f.where].slice(0, 8).join(', ')}${f.where.size > 8 ? ` (+${f.where.size - 8} more)` : ''}`,
      )
      .join('\n');
    if (findings.length > 0) {
      await this.testInfo.attach('axe-violations.txt', { body: report, contentType: 'text/plain' });
    }
    expect(findings.length, `${this.scans} scans, axe violations:\n${report}`).toBe(0);
  }
}

export async function firstId(request: APIRequestContext, url: string): Promise<string> {
  return (await (await request.get(url)).json()).data[0]._id;
}

/** Opens something, scans it, and closes it again with Escape. */
export async function scanOpen(audit: AccessibilityAudit, page: Page, where: string, open: () => Promise<unknown>) {
  await open();
  await page.waitForTimeout(350); // let the opening transition end, so contrast is read at full opacity
  await audit.scanAsIs(where);
  await page.keyboard.press('Escape');
  await expect(page.locator('.modal.show, .offcanvas.show')).toHaveCount(0);
}
