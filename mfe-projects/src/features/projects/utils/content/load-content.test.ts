import { PROJECT_NAMES, projectPath } from 'shared-ui';
import { pageChunkName } from 'shared-ui/route-manifest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findSubpage, loadProjectContent } from '.';

// NCIS's file as a fetch that fails once (offline), then arrives.
let ncisFails = true;
jest.mock('./ncis', () => {
  if (ncisFails) throw new Error('Loading chunk page-projects-NCIS failed.');
  return jest.requireActual('./ncis');
});

describe('loadProjectContent', () => {
  it("fetches a project's text once, and says when it has arrived", async () => {
    const load = loadProjectContent('NOVA');
    expect(loadProjectContent('NOVA')).toBe(load);
    expect(load.status).toBeUndefined();
    const content = await load;
    expect(content.name).toBe('NOVA');
    expect(load).toMatchObject({ status: 'fulfilled', value: content });
  });

  it('tries a failed fetch again when next asked', async () => {
    await expect(loadProjectContent('NCIS')).rejects.toThrow('Loading chunk page-projects-NCIS failed.');
    ncisFails = false;
    expect((await loadProjectContent('NCIS')).name).toBe('NCIS');
  });

  it("names each project's chunk for its page, which the server preloads with it and its subpages", () => {
    const source = readFileSync(join(__dirname, 'index.ts'), 'utf8');
    const named = [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]);
    expect(named).toEqual(PROJECT_NAMES.map((name) => pageChunkName(projectPath(name))));
  });
});

describe('findSubpage', () => {
  it("names a project's subpage in any case, and nothing else", () => {
    expect(findSubpage('Correlation', ' mainSTREAM ')).toBe('Mainstream');
    expect(findSubpage('Coding Team', 'website development')).toBe('Website Development');
    expect(findSubpage('NOVA', 'Mainstream')).toBeUndefined();
    expect(findSubpage('Correlation', 'Mainstream/extra')).toBeUndefined();
  });
});
