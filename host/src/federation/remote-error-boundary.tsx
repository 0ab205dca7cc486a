import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  fallback: () => ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, so the rest of the page lives on. */
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
