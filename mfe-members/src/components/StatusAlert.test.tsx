import { render, screen } from '@testing-library/react';
import { StatusAlert } from './StatusAlert';

describe('StatusAlert', () => {
  it.each(['success', 'warning', 'danger'] as const)('draws a %s alert that screen readers announce', (variant) => {
    render(
      <StatusAlert variant={variant}>
        <strong>Saved</strong> just now
      </StatusAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('alert', `alert-${variant}`);
    expect(alert).toHaveTextContent('Saved just now');
  });
});
