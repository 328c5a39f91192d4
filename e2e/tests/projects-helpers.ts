import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export const PROJECTS = ['Coding Team', 'Correlation', 'Ideo', 'Image Transitions', 'NCIS', 'NOVA', 'SHIVA'];
export const SECTIONS = ['Overview', 'Team', 'Publications', 'Join Our Team'];
export const path = (project: string) => `/projects/${encodeURIComponent(project)}`;

export async function expectProjectPage(page: Page, project: string) {
  await expect(page.getByRole('heading', { level: 1, name: project, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${project} | Visual Cognition Lab`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByRole('heading', { level: 3 }).first()).toHaveText(new RegExp(`^${project}: `));
  // Every figure of the gallery is served with the remote and drawn.
  for (const figure of await overview.locator('figure img').all()) {
    await figure.scrollIntoViewIfNeeded();
    await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByText('Loading team members...')).toHaveCount(0);
  await expect(team.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(team.getByText('This Project has no Team Members')).toHaveCount(0);
  await expect(team.getByRole('button', { name: 'Show Alumni' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Publications' }).getByRole('link').first()).toBeVisible();
  const join = page.getByRole('region', { name: 'Join Our Team' });
  await expect(join.getByRole('link', { name: 'Application Instructions' })).toHaveAttribute('href', '/get_involved');
  await expect(join.getByRole('button', { name: 'Back to Top' })).toBeVisible();
}
