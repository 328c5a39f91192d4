import { render, screen } from '@testing-library/react';
import { member } from '../testing/factories';
import { themeStylesheet } from '../testing/stylesheets';
import { MemberCard } from './MemberCard';

const ada = member('ada', 'Ada Lovelace', [{ project: 'NOVA', position: 'Lead' }]);

describe('MemberCard', () => {
  afterEach(() => document.head.querySelectorAll('style').forEach((style) => style.remove()));

  it("holds a member's picture in a 56 px frame until the app has the page, so nothing moves while it waits", () => {
    const style = document.createElement('style');
    style.textContent = themeStylesheet();
    document.head.append(style);
    const { container } = render(<MemberCard member={{ ...ada, profilePic: '/api/users/ada/avatar' }} />);
    const picture = container.querySelector('img')!;
    expect(picture).toHaveAttribute('loading', 'lazy');
    const frame = picture.parentElement!;
    expect(frame).toHaveClass('picture-after-paint', 'member-card__picture-frame');
    expect(frame).toHaveStyle({ width: '56px', aspectRatio: '1 / 1' });
    expect(screen.getByRole('heading', { level: 3, name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows the initials, and no frame, for a member without a picture', () => {
    const { container } = render(<MemberCard member={ada} />);
    expect(container.querySelector('.picture-after-paint')).toBeNull();
    expect(screen.getByText('AL')).toHaveAttribute('aria-hidden', 'true');
  });
});
