import { render, screen } from '@testing-library/react';
import { neededForFirstRender, type ProjectName } from 'shared-ui';
import { loadProjectContent } from '../utils/content';
import { loadFirstPageContent, prefetchProjectContent, useProjectContent } from './use-project-content';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), neededForFirstRender: jest.fn() }));
const needed = jest.mocked(neededForFirstRender);

let shivaFails = true;
jest.mock('../utils/content/shiva', () => {
  if (shivaFails) throw new Error('Loading chunk page-projects-SHIVA failed.');
  return jest.requireActual('../utils/content/shiva');
});

afterEach(() => jest.clearAllMocks());

function Title({ project }: { project: ProjectName }) {
  return <h1>{useProjectContent(project).title}</h1>;
}

describe('useProjectContent', () => {
  it("draws a project's text in the same pass once it has arrived, as a hydration needs", async () => {
    await loadProjectContent('Ideo');
    render(<Title project="Ideo" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Ideo: /);
  });
});

describe('loadFirstPageContent', () => {
  it('has the first render wait for the text of the project the visit begins at, its subpages included', async () => {
    loadFirstPageContent('/projects/image%20TRANSITIONS');
    loadFirstPageContent('/projects/Correlation/Mainstream');
    expect(needed).toHaveBeenCalledTimes(2);
    expect((await needed.mock.calls[0][0]) as unknown).toMatchObject({ name: 'Image Transitions' });
    expect((await needed.mock.calls[1][0]) as unknown).toMatchObject({ name: 'Correlation' });
  });

  it.each(['/projects', '/projects/overview', '/projects/100%25', '/People', '/'])('waits for nothing on %s', (path) => {
    loadFirstPageContent(path);
    expect(needed).not.toHaveBeenCalled();
  });
});

describe('prefetchProjectContent', () => {
  it('leaves a failed fetch to the visit, which tries again', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    prefetchProjectContent('SHIVA');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    shivaFails = false;
    expect((await loadProjectContent('SHIVA')).name).toBe('SHIVA');
  });
});
