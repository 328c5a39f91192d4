import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, apiLogin, createMember, expect, serveTiles, test, type Account } from '../fixtures';

const LAB = 'Visual Cognition Lab';
const WIDTHS = [1280, 800];

// A 4 × 4 PNG, for a profile picture and a highlight's image.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4YWMDRwzEcQAREhQBbrqBkwAAAABJRU5ErkJggg==',
  'base64',
);

async function asAdmin(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, baseURL: string) {
  const admin = await playwright.request.newContext({ baseURL });
  await apiLogin(admin, ADMIN);
  return admin;
}

/** The member's record as the public list shows it. */
async function memberRecord(request: APIRequestContext, username: string) {
  const { data } = await (await request.get('/api/members')).json();
  return data.find((member: { username: string }) => member.username === username);
}

/** The member saves their profile through the API, as the profile page does. */
async function saveProfile(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string,
  account: Account,
  name: { firstname: string; lastname: string },
  picture?: Buffer,
) {
  const member = await playwright.request.newContext({ baseURL });
  await apiLogin(member, account);
  const saved = await member.patch('/api/users/updateUser', {
    multipart: {
      username: account.username,
      name: JSON.stringify(name),
      positions: JSON.stringify([{ position: 'Co-pilot', project: 'SHIVA' }]),
      blurb: 'Reads dashboards for a living.',
      isAlumni: 'false',
      email: `${account.username}@lab.example.edu`,
      ...(picture ? { profilePic: { name: 'me.png', mimeType: 'image/png', buffer: picture } } : {}),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await member.dispose();
}

async function open(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
}

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

test.describe('Get Involved', () => {
  test('at 1280 px: the folding sidebar, the journey graph, and Apply to the form', async ({ page }) => {
    await open(page, 1280, '/get_involved');
    const sidebar = page.getByRole('navigation', { name: 'Get Involved sections' });
    await expect(sidebar.getByRole('link', { name: 'Research Assistant' })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Hide sections' }).click();
    await expect(sidebar.getByRole('link', { name: 'Research Assistant' })).toBeHidden();
    await sidebar.getByRole('button', { name: 'Show sections' }).click();
    await expect(sidebar.getByRole('link', { name: 'View Projects' })).toHaveAttribute('href', '/projects');

    const graph = page.getByRole('group', { name: /^Everyone starts as Co-Pilot/ });
    await expect(graph).toBeVisible();
    await expect(page.getByText('Everyone starts as Co-Pilot.', { exact: true })).toBeHidden();
    await graph.getByRole('link', { name: 'Volunteer' }).click();
    await expect(page).toHaveURL(/#volunteer$/);

    await page.getByRole('button', { name: 'Apply as Volunteer' }).click();
    const form = page.getByRole('heading', { level: 2, name: 'Application Form' });
    await expect(form).toBeFocused();
    await expect(form).toBeInViewport();
    const section = page.getByRole('region', { name: 'Application Form' });
    await expect(section.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    await expect(section.getByRole('link', { name: 'projects page' })).toHaveAttribute('href', '/projects');
  });

  test('at 800 px: the sections dropdown and the role ladder as a list', async ({ page }) => {
    await open(page, 800, '/get_involved');
    await expect(page.getByRole('group', { name: /^Everyone starts as Co-Pilot/ })).toHaveCount(0);
    await expect(page.getByText('Everyone starts as Co-Pilot.', { exact: true })).toBeVisible();
    await expect(page.getByText('At least 9 hours per week.')).toHaveCount(3);
    await page.getByRole('button', { name: 'Jump to a section' }).click();
    await page.getByRole('link', { name: 'Directed Studies' }).click();
    await expect(page).toHaveURL(/#directed-studies$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Directed Studies' })).toBeInViewport();
  });
});

test.describe('People and Team', () => {
  let current: Account;
  let alumnus: Account;

  test.beforeAll(async ({ playwright, baseURL }) => {
    current = await createMember(playwright, baseURL!, 'SHIVA');
    alumnus = await createMember(playwright, baseURL!, 'SHIVA');
    // Names of their own (other tests' members are all Erin Tester), a picture, and an alumnus.
    await saveProfile(playwright, baseURL!, current, { firstname: 'Aaron', lastname: 'Aardvark' }, PICTURE);
    await saveProfile(playwright, baseURL!, alumnus, { firstname: 'Zelda', lastname: 'Zebra' });
    const admin = await asAdmin(playwright, baseURL!);
    const record = await memberRecord(admin, alumnus.username);
    const updated = await admin.put('/api/teams', { data: { _id: record._id, positions: record.positions, isAlumni: true } });
    expect(updated.status()).toBe(200);
    await admin.dispose();
  });

  for (const width of [1280, 800, 375]) {
    test(`People at ${width} px: the tab grid, members sorted by rank, alumni collapsed`, async ({ page }) => {
      await open(page, width, '/People');
      const tabs = page.getByRole('tablist');
      await expect(tabs.getByRole('tab')).toHaveCount(8);
      const columns = await tabs.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(width <= 700 ? 2 : 8);
      await expect(tabs.getByRole('tab', { name: 'IT' })).toBeVisible();

      // Management first: the seeded holder of each of its six positions, in rank order.
      const management = page.getByRole('tabpanel');
      await expect(management.getByText('Principal Investigator').first()).toBeVisible();
      const managementRank = [
        'principal investigator',
        'lab secondary',
        'lab manager',
        'assistant lab manager',
        'social coordinator',
        'workshop coordinator',
      ];
      const held = (await management.locator('.member-card .card-text').allTextContents()).map((text) => text.toLowerCase());
      const heldRanks = held.map((position) => managementRank.indexOf(position)).filter((index) => index >= 0);
      expect(new Set(heldRanks).size).toBe(managementRank.length);
      expect(heldRanks).toEqual([...heldRanks].sort((a, b) => a - b));

      if (width >= 768) {
        // Two columns: the first two cards side by side (one column under 768 px).
        const [first, second] = await Promise.all([0, 1].map((index) => management.locator('.member-card').nth(index).boundingBox()));
        expect(second!.y).toBe(first!.y);
        expect(second!.x).toBeGreaterThan(first!.x + first!.width / 2);
      }

      await tabs.getByRole('tab', { name: 'SHIVA' }).click();
      const shiva = page.getByRole('tabpanel');
      const card = shiva.locator('.member-card').filter({ hasText: 'Aaron Aardvark' });
      await expect(card).toBeVisible();
      await expect(card.locator('img')).toHaveJSProperty('complete', true);
      expect(await card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      const positions = await shiva.locator('.member-card .card-text').allTextContents();
      const rank = ['project lead', 'project secondary', 'research assistant', 'co-pilot', 'volunteer'];
      const ranks = positions.map((position) => rank.indexOf(position.toLowerCase())).filter((index) => index >= 0);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

      const toggle = shiva.getByRole('button', { name: 'Show Alumni' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(shiva.getByText('Zelda Zebra')).toHaveCount(0);
      await toggle.click();
      await expect(shiva.getByRole('button', { name: 'Hide Alumni' })).toHaveAttribute('aria-expanded', 'true');
      await expect(shiva.getByText('Zelda Zebra')).toBeVisible();
    });
  }

  test('Team: the lab by project, in rank order, with a new member in their team', async ({ page }) => {
    await open(page, 1280, '/team');
    const shiva = page.getByRole('region', { name: 'SHIVA' });
    await expect(shiva.getByText('Aaron Aardvark')).toBeVisible();
    await expect(shiva.getByRole('link', { name: 'About the SHIVA project' })).toHaveAttribute('href', '/projects/SHIVA');
    await open(page, 800, '/team');
    await expect(page.getByRole('region', { name: 'Management' }).getByText('Principal Investigator').first()).toBeVisible();
  });

  test('People: a failed load says so', async ({ page, member }) => {
    // A member's view is drawn in the browser, so its load is the browser's to fail (a visitor's page arrives drawn, with its members).
    await apiLogin(page.request, member);
    await page.route('**/api/members', (route) => route.abort('connectionrefused'));
    await open(page, 1280, '/People');
    await expect(page.getByText('Something Went Wrong! Check Your Connection!')).toBeVisible();
  });
});

test.describe('Affiliations', () => {
  test('at 1280 px: the map with a marker per program; pointing at a program zooms to it', async ({ page }) => {
    const zooms = await serveTiles(page);
    await open(page, 1280, '/Affiliations');
    const map = page.getByRole('region', { name: 'Map of University of British Columbia' });
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(4);
    await expect.poll(() => zooms.length).toBeGreaterThan(0);
    expect(Math.max(...zooms)).toBeLessThanOrEqual(15);

    zooms.length = 0;
    await page.getByRole('link', { name: /^Brain and Attention Research Lab/ }).hover();
    await expect.poll(() => zooms.includes(17)).toBe(true);

    await page.getByRole('tab', { name: 'Other Universities' }).click();
    await expect(page.getByRole('region', { name: 'Map of Other Universities' }).locator('path.leaflet-interactive')).toHaveCount(5);
    await page.getByRole('tab', { name: 'Affiliated Programs' }).click();
    await expect(page.getByRole('region', { name: 'Map of Affiliated Programs' }).locator('path.leaflet-interactive')).toHaveCount(5);
  });

  test('with no tiles reachable, the markers and the list still work', async ({ page }) => {
    await page.context().route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await open(page, 1280, '/Affiliations');
    const map = page.getByRole('region', { name: 'Map of University of British Columbia' });
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(4);
    await map.locator('path.leaflet-interactive').first().click();
    await expect(page.locator('.leaflet-popup-content')).toContainText('University of British Columbia');
    await expect(page.getByRole('link', { name: /^UBC Vision Lab/ }).first()).toBeVisible();
  });

  for (const width of [800, 375]) {
    test(`at ${width} px: only the list, each program opening in a new tab`, async ({ page }) => {
      await open(page, width, '/Affiliations');
      await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
      await page.context().route('https://visionlab.psych.ubc.ca/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>UBC Vision Lab</title>' }),
      );
      const popup = page.waitForEvent('popup');
      await page.getByRole('link', { name: /^UBC Vision Lab/ }).click();
      expect((await popup).url()).toMatch(/^https:\/\/visionlab\.psych\.ubc\.ca\/?/);
    });
  }
});

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
