import { render, screen } from '@testing-library/react';
import { versionDiff } from '../../../testing/fixtures';
import { VersionDiff } from './VersionDiff';

describe('VersionDiff', () => {
  it("names its size table apart in a dialog that approves, so the version's details open behind it are another region", () => {
    render(
      <>
        <VersionDiff remote="mfe-timeline" diff={versionDiff({ against: 3, version: 4 })} />
        <VersionDiff remote="mfe-timeline" diff={versionDiff({ against: 3, version: 4 })} approving />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Size of version 4 of mfe-timeline against version 3' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Size of version 4 of mfe-timeline against version 3, to approve' })).toBeInTheDocument();
  });
});
