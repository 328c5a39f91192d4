import { screen } from '@testing-library/react';
import { ApiError, resourcesApi } from 'shared-ui';
import { Route, Routes } from 'react-router-dom';
import { resource } from '../../../testing/fixtures';
import { renderAt } from 'shared-ui/testing';
import { ResourceDetailPage } from './ResourceDetailPage';

afterEach(() => jest.restoreAllMocks());

function renderDetail(id: string) {
  return renderAt(
    `/resources/${id}`,
    <Routes>
      <Route path="/resources/:resourceId" element={<ResourceDetailPage />} />
    </Routes>,
  );
}

describe('ResourceDetailPage', () => {
  it('shows the resource with the link rules of the list', async () => {
    jest
      .spyOn(resourcesApi, 'get')
      .mockResolvedValue(resource('r1', { title: 'Resume clinic', resource_link: 'example.org/cv', category: { main: 'Career Workshops', sub: 'Resume Building' } }));
    renderDetail('r1');
    expect(screen.getByText('Loading resource...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resume clinic' })).toBeInTheDocument();
    expect(screen.getByText('Slides of the workshop.')).toBeInTheDocument();
    expect(screen.getByText('Career Workshops')).toBeInTheDocument();
    expect(screen.getByText('Resume Building')).toBeInTheDocument();
    expect(screen.getByText('March 05, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'example.org/cv' })).toHaveAttribute('href', 'https://example.org/cv');
    expect(screen.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
  });

  it('shows the 404 page for a resource the API does not know', async () => {
    jest.spyOn(resourcesApi, 'get').mockRejectedValue(new ApiError('Resource not found', 404));
    renderDetail('gone');
    expect(await screen.findByRole('heading', { name: '404 Error' })).toBeInTheDocument();
  });

  it('says when the resource cannot be loaded', async () => {
    jest.spyOn(resourcesApi, 'get').mockRejectedValue(new ApiError('Failed to connect to server', 0));
    renderDetail('r1');
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
  });
});
