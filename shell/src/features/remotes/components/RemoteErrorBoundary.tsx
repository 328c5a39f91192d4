import { Component, type ReactNode } from 'react';
import { AreaError } from './AreaError';
import { reportRemoteFailure } from '../api/failure-reports';
import { PageReady } from '../../../components/PageReady';

interface Props {
  /** Federation name: mfe_<name> (its package mfe-<name>). */
  remote: string;
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
    reportRemoteFailure(this.props.remote, error);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <AreaError area={this.props.area} onRetry={this.retry} />
        <PageReady />
      </>
    );
  }
}
