import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  path: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing widget to its own box: the rest of the page renders. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Widget ${this.props.name} at ${this.props.path} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
