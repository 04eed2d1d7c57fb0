import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  /** Changing it (a new location) clears the error. */
  resetKey: string;
  renderError: (error: Error, retry: () => void) => ReactNode;
  children: ReactNode;
};

type State = { error: Error | null; resetKey: string };

/** Catches a failing page or a chunk that did not load (spec section 8) without taking the shell down. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page error', error, info.componentStack);
  }

  render() {
    if (this.state.error)
      return this.props.renderError(this.state.error, () => this.setState({ error: null }));
    return this.props.children;
  }
}
