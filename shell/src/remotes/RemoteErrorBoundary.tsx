import { Component, type ReactNode } from 'react';
import { RemoteErrorCard } from './RemoteErrorCard';

interface Props {
  section: string;
  onRetry: () => Promise<void> | void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that failed to load (or crashed) so only its own pane shows the error card. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`The ${this.props.section} section failed:`, error);
  }

  private retry = async () => {
    await this.props.onRetry();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error) return <RemoteErrorCard section={this.props.section} onRetry={this.retry} />;
    return this.props.children;
  }
}
