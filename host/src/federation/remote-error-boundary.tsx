import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  fallback: () => ReactNode;
  children: ReactNode;
}

/** So the rest of the page lives on when a remote fails to load or render. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A remote failed', error, info.componentStack);
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}
