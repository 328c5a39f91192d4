import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Container } from 'shared-ui/bootstrap';
import { ErrorState } from 'shared-ui';

/**
 * The timeline's generic failure (spec section 8): whatever breaks while a page renders (an entry
 * the page cannot read, say) shows 'Something went wrong :(' in place of the page, and the rest of
 * the site keeps working. The routes give it a new `key` per path, so another page starts afresh.
 * Drawn with ErrorState's alert classes: react-bootstrap's Alert would bring its dismissal's fade
 * (shared-ui/alerts) into the page's first load, for a message that is almost never shown.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The timeline failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container className="py-4">
        <ErrorState message="Something went wrong :(" />
      </Container>
    );
  }
}
