import { Component, type ReactNode } from 'react';
import { Spinner } from 'shared-kit/ui';
import { RemoteErrorCard } from './RemoteErrorCard';
import { failureOf, isPlatformMismatch, type SectionFailure } from './sectionFailure';

interface Props {
  section: string;
  /** Called by Retry: load the section again after a load failure, or mount it again after a crash. */
  onRetry: (failure: SectionFailure) => Promise<void> | void;
  /**
   * Told of every failure; resolves true when it is handled without a card (the section falls back to
   * its main version and is mounted again by the caller).
   */
  onFailure?: (error: Error) => Promise<boolean>;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The failure is to be shown: a crash at once, a load failure once no fallback took it. */
  shown: boolean;
}

/** Catches a section that failed to load, was built for another console's platform, or crashed, so only its own pane shows the card. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, shown: false };

  static getDerivedStateFromError(error: Error): State {
    return { error, shown: false };
  }

  componentDidCatch(error: Error) {
    console.error(`The ${this.props.section} section failed:`, error);
    const decided = this.props.onFailure?.(error) ?? Promise.resolve(false);
    void decided.then(
      (handled) => handled || this.setState({ shown: true }),
      () => this.setState({ shown: true }),
    );
  }

  render() {
    const { error, shown } = this.state;
    if (!error) return this.props.children;
    if (!shown) return <Spinner />;
    const failure = failureOf(error);
    return (
      <RemoteErrorCard
        section={this.props.section}
        failure={failure}
        onRetry={isPlatformMismatch(failure) ? undefined : () => this.props.onRetry(failure)}
      />
    );
  }
}
