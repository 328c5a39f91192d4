import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { asAdmin, open, PICTURE } from './public-helpers';

const LAB = 'Visual Cognition Lab';
const WIDTHS = [1280, 800];

for (const width of WIDTHS) {
  test.describe(`public pages at ${width} px`, () => {
    test('home: the landing, the cards, the mission, the project logos and About', async ({ page }) => {
      await open(page, width, '/');
      await expect(page.getByRole('heading', { level: 1, name: LAB })).toBeVisible();
      for (const card of ['Directed Studies', 'Research Experience', 'Global Research', 'Our Mission', 'About the Lab']) {
        await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
      }
      for (const project of ['Coding Team', 'Correlation', 'Ideo', 'Image Transitions', 'NCIS', 'NOVA', 'SHIVA']) {
        const link = page.getByRole('main').getByRole('link', { name: project, exact: true });
        await expect(link).toHaveAttribute('href', `/projects/${encodeURIComponent(project)}`);
        await expect(link.locator('svg')).toBeVisible();
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /student-powered research/);
      await page.getByRole('link', { name: 'Join Our Team' }).click();
      await expect(page).toHaveURL(/\/get_involved$/);
    });

    test('about, contact and join tell visitors what they came for', async ({ page }) => {
      await open(page, width, '/about');
      await expect(page.getByRole('heading', { name: 'Our Values' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our Responsibilities' })).toBeVisible();

      await page.goto('/contact');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: '604-555-0142' })).toHaveAttribute('href', 'tel:604-555-0142');
      await expect(main.getByText('604-555-0143')).toBeVisible();
      await expect(main.getByRole('link', { name: 'visionlab@psych.example.edu' })).toBeVisible();
      await expect(main.getByText('2136 West Mall')).toBeVisible();
      await expect(main.getByText('Weekdays 9AM-5PM')).toBeVisible();
      await expect(main.getByText('Weekends Closed')).toBeVisible();

      await page.goto('/join');
      await expect(page.getByRole('main').getByRole('link', { name: 'visionlab@psych.example.edu' })).toHaveAttribute(
        'href',
        'mailto:visionlab@psych.example.edu',
      );
      await expect(page.getByText(/with a resume, a list of relevant courses and the projects of interest/)).toBeVisible();
    });

    test('publications: every project, filtered by project and year, with a citation to copy', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, width, '/publications');
      await expect(page.getByText(/^\d+ publications$/)).toBeVisible();
      await page.getByLabel('Project').selectOption('Correlation');
      await expect(page.getByText('3 publications')).toBeVisible();
      await page.getByLabel('Year').selectOption('2022');
      await expect(page.getByText('1 publication', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/project=Correlation&year=2022/);
      const paper = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Just-noticeable differences' });
      await paper.getByRole('button', { name: /^Copy citation/ }).click();
      await expect(paper.getByRole('status')).toHaveText('Citation copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Marchetti, L\., & Whitfield, R\. \(2022\)\./);
      await page.reload();
      await expect(page.getByText('1 publication', { exact: true })).toBeVisible();
    });

    test('lab highlights: the newest featured, the rest in a grid, each with its detail page', async ({ page, playwright, baseURL }) => {
      const admin = await asAdmin(playwright, baseURL!);
      const title = `Poster prize at VSS ${Date.now()}`;
      const created = await admin.post('/api/highlights', {
        multipart: {
          title,
          project: 'Correlation',
          date: new Date().toISOString(),
          description: 'Our correlation poster won a student prize.',
          author: 'Lab News',
          paragraph1: 'The poster showed how spread, not r, drives judgements.',
          paragraph2: 'Thanks to everyone who ran participants this term.',
          image: { name: 'poster.png', mimeType: 'image/png', buffer: PICTURE },
        },
      });
      expect(created.ok(), await created.text()).toBe(true);
      const { data } = await created.json();
      await admin.dispose();

      await open(page, width, '/lab_highlights');
      const featured = page.getByRole('main').locator('.card').first();
      await expect(featured.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(featured.getByRole('link', { name: 'Correlation' })).toHaveAttribute('href', '/projects/Correlation');
      await expect(page.getByRole('heading', { level: 2, name: 'More Highlights' })).toBeVisible();
      expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThanOrEqual(4);

      await featured.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/lab_highlights/${data._id}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Thanks to everyone who ran participants this term.')).toBeVisible();
      await expect(page.getByRole('img', { name: title })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Our correlation poster won a student prize.');

      await page.goto('/lab_highlights/no-such-highlight');
      await expect(page.getByText('404 Error')).toBeVisible();
    });
  });
}

test.describe('home page details', () => {
  test('arriving from a project join button scrolls to About', async ({ page }) => {
    await open(page, 1280, '/contact');
    // The router listens for popstate once the page has rendered, which may come after the load event.
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({ usr: { fromProjectJoin: true }, key: 'join', idx: 1 }, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { level: 2, name: 'About the Lab' })).toBeInViewport();
    // The scroll is smooth: the heading enters the viewport before the scroll has ended.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('the landing animates, and stays still for visitors who ask for reduced motion', async ({ page }) => {
    await open(page, 1280, '/');
    const heading = page.getByRole('heading', { level: 1, name: LAB });
    expect(await heading.evaluate((element) => getComputedStyle(element).animationName)).toBe('home-rise');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    expect(await heading.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(heading).toHaveCSS('opacity', '1');
  });
});

test.describe('for search engines and feed readers', () => {
  async function parseXml(page: Page, path: string) {
    await page.goto('/');
    return page.evaluate(async (url) => {
      const text = await (await fetch(url)).text();
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return { error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.nodeName, text };
    }, path);
  }

  test('the sitemap is valid XML listing the public pages', async ({ page }) => {
    const sitemap = await parseXml(page, '/sitemap.xml');
    expect(sitemap.error).toBeNull();
    expect(sitemap.root).toBe('urlset');
    for (const path of ['/People', '/Affiliations', '/publications', '/projects/NOVA']) expect(sitemap.text).toContain(`${path}</loc>`);
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  test('the highlights feed is valid RSS', async ({ page }) => {
    const feed = await parseXml(page, '/api/highlights/feed.xml');
    expect(feed.error).toBeNull();
    expect(feed.root).toBe('rss');
    expect(feed.text).toContain('<item>');
  });

  test('each page names itself in its first HTML, for link previews', async ({ request }) => {
    const html = await (await request.get('/People', { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<title>People \| Visual Cognition Lab<\/title>/);
    expect(html).toMatch(/<meta property="og:title"/);
  });
});
