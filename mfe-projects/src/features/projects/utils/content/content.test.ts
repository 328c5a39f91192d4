import { PROJECT_NAMES, PROJECTS, type ProjectName } from 'shared-ui';
import { PUBLICATIONS } from 'shared-ui/publications';
import { SUBPAGE_NAMES } from '../../../../config/subpages';
import { loadProjectContent } from '.';
import { DISPLAY_DURATIONS_TEXT, MASK_DURATION_MS } from './experiment-timings';
import { PROJECT_OVERVIEWS } from './overviews';
import type { ProjectContent } from './types';

// Each project's text as its pages fetch it.
const PROJECT_CONTENT = {} as Record<ProjectName, ProjectContent>;
beforeAll(async () => {
  for (const name of PROJECT_NAMES) PROJECT_CONTENT[name] = await loadProjectContent(name);
});

const filled = (text: string) => text.trim().length > 20;
const allText = (value: unknown): string => (typeof value === 'string' ? value : value && typeof value === 'object' ? Object.values(value).map(allText).join(' ') : '');

describe.each(PROJECT_NAMES)('the content of %s', (name) => {
  it('has every field of the Project entity (spec section 3), filled in', () => {
    const content = PROJECT_CONTENT[name];
    expect(content.name).toBe(name);
    expect(content.colour).toBe(PROJECTS.find((project) => project.name === name)?.colour);
    expect(content.title).toMatch(new RegExp(`^${name}: `));
    for (const text of [PROJECT_OVERVIEWS[name], content.description.first, content.description.second, content.description.emphasis]) {
      expect(filled(text)).toBe(true);
    }
    expect(content.qa.length).toBeGreaterThanOrEqual(2);
    content.qa.forEach(({ q, a }) => expect(q.endsWith('?') && filled(a)).toBe(true));
    expect(content.publications.length).toBeGreaterThanOrEqual(2);
    content.publications.forEach(({ name: title, citation, link }) => {
      expect(citation).toContain(title);
      expect(citation).toMatch(/\(20\d\d\)/);
      expect(new URL(link).protocol).toBe('https:');
    });
    expect(content.galleryList.length).toBeGreaterThanOrEqual(2);
    content.galleryList.forEach((item) => expect(item.img && item.title && filled(item.description)).toBeTruthy());
    expect(content.testimonials.length).toBeGreaterThanOrEqual(1);
    content.testimonials.forEach((item) => expect(item.name && item.position && filled(item.description)).toBeTruthy());
    expect(content.pastProjects.length).toBeGreaterThanOrEqual(1);
    expect(content.joinTeam.whatWeDo.length).toBeGreaterThanOrEqual(3);
  });
});

describe('project content', () => {
  it('gives Correlation and the Coding Team their subpages, each with content of its own', () => {
    const subpages = Object.fromEntries(PROJECT_NAMES.map((name) => [name, PROJECT_CONTENT[name].subpages.map((page) => page.name)]));
    expect(subpages).toEqual({
      'Coding Team': ['Website Development', 'Experiment Framework'],
      Correlation: ['Mainstream', 'Sequence'],
      Ideo: [],
      'Image Transitions': [],
      NCIS: [],
      NOVA: [],
      SHIVA: [],
    });
    for (const page of [...PROJECT_CONTENT.Correlation.subpages, ...PROJECT_CONTENT['Coding Team'].subpages]) {
      expect([page.summary, page.description.first, page.description.second, page.description.emphasis].every(filled)).toBe(true);
      expect(page.qa.length).toBeGreaterThan(0);
      expect(page.galleryList.length).toBeGreaterThan(0);
    }
  });

  it('quotes the experiment timings of spec section 9 where the lab’s trials are described', () => {
    expect(DISPLAY_DURATIONS_TEXT).toBe('100, 400 or 1600 ms');
    expect(MASK_DURATION_MS).toBe(200);
    const imageTransitions = allText(PROJECT_CONTENT['Image Transitions']);
    expect(imageTransitions).toContain('100, 400 or 1600 ms, then a 200 ms mask');
    const framework = allText(PROJECT_CONTENT['Coding Team'].subpages[1]);
    expect(framework).toContain('100, 400 or 1600 ms, followed by a 200 ms mask');
  });

  it('shows the same publications as the Publications page, from the one shared list', () => {
    for (const name of PROJECT_NAMES) expect(PROJECT_CONTENT[name].publications).toBe(PUBLICATIONS[name]);
  });
});

describe('the subpages the route manifest lists', () => {
  it('are the subpages each project has content for', () => {
    for (const name of PROJECT_NAMES) {
      expect(SUBPAGE_NAMES[name] ?? []).toEqual(PROJECT_CONTENT[name].subpages.map((page) => page.name));
    }
  });
});
