import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  /** The current navigation; a new one clears a shown error. */
  locationKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

/**
 * The routes' error boundary: a page (or its chunk) that fails to render shows the error screen
 * in place of the site, and the next navigation tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  override componentDidCatch(): void {
    this.setState({ failedAt: this.props.locationKey });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failedAt !== null && previous.locationKey !== this.props.locationKey) {
      this.setState({ failedAt: null });
    }
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
