import { Component, type ReactNode } from 'react';
import { RemoteErrorCard } from './RemoteErrorCard';
import { failureOf, type SectionFailure } from './sectionFailure';

interface Props {
  section: string;
  /** Called by Retry: load the section again after a load failure, or mount it again after a crash. */
  onRetry: (failure: SectionFailure) => Promise<void> | void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a section that failed to load, was built for a newer console, or crashed, so only its own pane shows the card. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`The ${this.props.section} section failed:`, error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const failure = failureOf(error);
    return (
      <RemoteErrorCard
        section={this.props.section}
        failure={failure}
        onRetry={failure === 'outdated' ? undefined : () => this.props.onRetry(failure)}
      />
    );
  }
}
