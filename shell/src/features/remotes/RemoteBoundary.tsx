// The error boundary around one remote: a failed load or a crash shows the retry panel, never a blank shell.
import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@planner/shared/mf';
import { logger } from '@planner/shared/logger';
import { RemoteUnavailable } from './RemoteUnavailable';
import { remoteLoadFailed, resetRemote } from './remoteRegistry';

/** Thrown (and caught here) when a remote's code could not be fetched, as opposed to a render crash. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly cause: unknown,
  ) {
    super(`remote "${remote}" could not be loaded`);
    this.name = 'RemoteLoadError';
  }
}

interface Props {
  remote: RemoteName;
  /** Called after the runtime was reset: the parent re-creates its children (a new key). */
  onRetry: () => void;
  /** Called when it catches (a failed load or a crash). */
  onError?: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

export class RemoteBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown): void {
    logger.warn(`remote "${this.props.remote}" failed`, error);
    this.props.onError?.();
  }

  private retry = async (): Promise<void> => {
    await resetRemote(this.props.remote);
    this.props.onRetry();
    this.setState({ error: null });
  };

  render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <RemoteUnavailable
        reason={
          error instanceof RemoteLoadError || remoteLoadFailed(this.props.remote) ? 'load' : 'crash'
        }
        onRetry={this.retry}
      />
    );
  }
}
