import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel, Spinner, Flex } from '@portal/shared/ui';

interface Props {
  /** What failed, for the console. */
  area: string;
  children: ReactNode;
  onRetry?: () => void;
  /** Compact fallback for tiles and widgets. */
  compact?: boolean;
  /**
   * What shows while the part's code loads: the spinner by default. Overlays and dialogs pass null: they draw over
   * the page, so a spinner of theirs would sit in the page's flow below the footer, 120 px that vanish when the code
   * arrives and move the page under the pointer (a press and release a frame apart then miss the button).
   */
  fallback?: ReactNode;
}

/**
 * Wraps every contributed route, tile, widget and dialog: a render or load failure shows the spec's
 * 'Something went wrong, please try again.' with a retry, and costs only this area.
 */
export class RemoteBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[portal] ${this.props.area} failed`, error, info.componentStack);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    if (this.state.error) return <ErrorPanel onRetry={this.retry} />;
    const { fallback = <Loading /> } = this.props;
    return <Suspense fallback={fallback}>{this.props.children}</Suspense>;
  }
}

export function Loading() {
  return (
    <Flex justify="center" align="center" minH="120px" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" />
    </Flex>
  );
}
