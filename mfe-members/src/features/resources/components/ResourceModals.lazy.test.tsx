import { act, render, screen } from '@testing-library/react';
import { attachmentsApi } from '../api/attachments';
import { resourceModals } from '../hooks/use-resource-modals';
import * as modalCode from './resource-modal-code';
import { ResourceModals } from './ResourceModals';

// A file of its own: React's lazy() asks for a dialog's module once per module registry.
describe("ResourceModals' code", () => {
  it('is fetched for a dialog only when it first opens: a resource page is drawn and hydrated without its forms', async () => {
    jest.spyOn(attachmentsApi, 'list').mockResolvedValue([]);
    const loadAdd = jest.spyOn(modalCode, 'loadAddResourceModal');
    const loadEdit = jest.spyOn(modalCode, 'loadEditResourceModal');
    render(<ResourceModals />);
    expect(loadAdd).not.toHaveBeenCalled();
    expect(loadEdit).not.toHaveBeenCalled();
    act(() => resourceModals.open('resource'));
    expect(await screen.findByRole('dialog', { name: 'Add Resource' })).toBeInTheDocument();
    expect(loadAdd).toHaveBeenCalledTimes(1);
    expect(loadEdit).not.toHaveBeenCalled();
    act(() => resourceModals.close('resource'));
  });
});
