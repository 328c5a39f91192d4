import { Component, type ReactNode } from 'react';
import { ErrorState } from 'shared-ui';

interface Props {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote to its own area: the rest of the site goes on working. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`The ${this.props.area} could not be shown`, error);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container py-5">
        <ErrorState
          message={`Sorry, the ${this.props.area} could not be loaded right now. Please try again in a moment.`}
          onRetry={this.retry}
        />
      </div>
    );
  }
}
