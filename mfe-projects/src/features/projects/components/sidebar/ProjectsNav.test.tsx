import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { ProjectsNav } from './ProjectsNav';

// Which projects' text files have been fetched (loaded as modules, here).
const mockFetched: string[] = [];
jest.mock('../../utils/content/shiva', () => (mockFetched.push('SHIVA'), jest.requireActual('../../utils/content/shiva')));
jest.mock('../../utils/content/ncis', () => (mockFetched.push('NCIS'), jest.requireActual('../../utils/content/ncis')));
jest.mock('../../utils/content/nova', () => (mockFetched.push('NOVA'), jest.requireActual('../../utils/content/nova')));

describe('ProjectsNav', () => {
  it("fetches a project's text as its link is pointed at or tabbed to, before any click", async () => {
    render(<ProjectsNav onProjectPage={false} onChoose={jest.fn()} />, { wrapper: MemoryRouter });
    expect(mockFetched).toEqual([]);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'SHIVA' }));
    screen.getByRole('link', { name: 'NCIS' }).focus();
    await waitFor(() => expect(mockFetched).toEqual(['SHIVA', 'NCIS']));
  });
});
