import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { ApiError } from 'shared-ui';
import { renderAt } from 'shared-ui/testing';
import { auditApi, type AuditEntry, type AuditPage as AuditReply } from '../api/audit';
import AdminRoutes from '../../../app/AdminRoutes';
import { auditEntry } from '../../../testing/fixtures';
import { AuditPage } from './AuditPage';

afterEach(() => jest.restoreAllMocks());

const DEACTIVATED = auditEntry('e2', {
  at: '2026-03-06T09:15:00.000Z',
  actor: 'grace',
  action: 'user.deactivated',
  target: 'user',
  targetId: 'u7',
  summary: 'Deactivated alan',
  fields: ['isActive'],
});
const EDITED = auditEntry('e1');

const page = (data: AuditEntry[], total = data.length, number = 1): AuditReply => ({ data, total, page: number, pageSize: 50 });
const shownAt = (iso: string) => `${moment(iso).format('MMMM DD, YYYY')}, ${moment(iso).format('HH:mm')}`;
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('AuditPage', () => {
  it('lists the newest entries first on /admin/audit: when, who, action, what, summary', async () => {
    const list = jest.spyOn(auditApi, 'list').mockResolvedValue(page([DEACTIVATED, EDITED, auditEntry('e0', { actor: null })]));
    renderAt('/admin/audit', <AdminRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Audit' })).toBeInTheDocument();
    expect(screen.getByText('Loading the audit trail...')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Audit entries, newest first, page 1 of 1' });
    expect(list).toHaveBeenCalledWith({ page: 1, pageSize: 50 });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Who', 'Action', 'What', 'Summary']);
    expect(cells(rows()[0])).toEqual([shownAt(DEACTIVATED.at), 'grace', 'Account deactivated', 'Account', 'Deactivated alan']);
    expect(cells(rows()[1])).toEqual([shownAt(EDITED.at), 'ada', 'Resource edited', 'Resource', EDITED.summary]);
    expect(cells(rows()[2])[1]).toBe('No account');
    expect(screen.getByText('Entries 1–3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Audit entries, newest first, page 1 of 1' })).toHaveAttribute('tabindex', '0');
  });

  it('applies the member, action and date filters together, from page 1, and clears them', async () => {
    const user = userEvent.setup();
    const list = jest.spyOn(auditApi, 'list').mockResolvedValue(page([EDITED], 120));
    render(<AuditPage />);
    await screen.findByRole('table');
    await user.click(within(await screen.findByRole('navigation', { name: 'Audit pages' })).getByText('2'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 2, pageSize: 50 }));

    const filters = screen.getByRole('form', { name: 'Audit filters' });
    await user.type(within(filters).getByLabelText('Member (username)'), ' grace ');
    await user.selectOptions(within(filters).getByLabelText('Action'), 'Account deactivated');
    await user.type(within(filters).getByLabelText('From'), '2026-03-01');
    await user.type(within(filters).getByLabelText('To'), '2026-03-31');
    expect(list).toHaveBeenCalledTimes(2);
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ actor: 'grace', action: 'user.deactivated', from: '2026-03-01', to: '2026-03-31', page: 1, pageSize: 50 }),
    );

    await user.click(within(filters).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 }));
    expect(within(filters).getByLabelText('Member (username)')).toHaveValue('');
  });

  it('pages through the entries', async () => {
    const user = userEvent.setup();
    const list = jest
      .spyOn(auditApi, 'list')
      .mockImplementation(async (query) => page([auditEntry(`p${query?.page}`, { summary: `Entry of page ${query?.page}` })], 120, query?.page));
    render(<AuditPage />);
    const pages = await screen.findByRole('navigation', { name: 'Audit pages' });
    expect(within(pages).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '«First',
      '‹Previous',
      '1(current)',
      '2',
      '3',
      '›Next',
      '»Last',
    ]);
    await user.click(within(pages).getByText('3'));
    expect(await screen.findByText('Entry of page 3')).toBeInTheDocument();
    expect(screen.getByText('Entries 101–101 of 120')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ page: 3, pageSize: 50 });
  });

  it('says when nothing is recorded, and when nothing matches the filters', async () => {
    const user = userEvent.setup();
    jest.spyOn(auditApi, 'list').mockResolvedValue(page([]));
    render(<AuditPage />);
    expect(await screen.findByText('No audit entries yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Action'), 'Password reset with a link');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No audit entries match these filters.')).toBeInTheDocument();
  });

  it('says when the trail cannot be loaded, and Retry loads it again', async () => {
    const user = userEvent.setup();
    const list = jest.spyOn(auditApi, 'list').mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page([EDITED]));
    render(<AuditPage />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it("shows the server's reason for a filter it refuses", async () => {
    jest.spyOn(auditApi, 'list').mockRejectedValue(new ApiError('querystring/actor must NOT have more than 64 characters', 400));
    render(<AuditPage />);
    expect(await screen.findByText('querystring/actor must NOT have more than 64 characters')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('folds the filters behind a Filters button on a phone, which counts the applied ones', async () => {
    const user = userEvent.setup();
    jest.spyOn(auditApi, 'list').mockResolvedValue(page([EDITED]));
    render(<AuditPage />);
    await screen.findByRole('table');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    // Bootstrap's classes hide the form below 768 px (md) and the button from it.
    expect(toggle).toHaveClass('d-md-none');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toHaveClass('d-none', 'd-md-block');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('d-none');
    const filters = within(panel).getByRole('form', { name: 'Audit filters' });
    await user.type(within(filters).getByLabelText('Member (username)'), 'grace');
    await user.type(within(filters).getByLabelText('From'), '2026-03-01');
    expect(toggle).toHaveTextContent(/^Filters$/);
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Filters, 2 active' })).toHaveTextContent('Filters (2)');
  });
});
