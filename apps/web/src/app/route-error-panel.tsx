// Last resort for errors thrown while rendering or loading a route (e.g. a chunk failed to load).
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../components/error-panel';
import { browser } from '../lib/browser';

export function RouteErrorPanel({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <main className="px-4">
      <ErrorPanel
        message={t('errors.unexpected')}
        details={error instanceof Error ? error.message : undefined}
      >
        <button type="button" className="btn-primary" onClick={() => browser.reload()}>
          {t('common.reload')}
        </button>
      </ErrorPanel>
    </main>
  );
}

interface BoundaryProps {
  /** The address: moving to another one clears the error and renders the routes again. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The address last rendered. */
  at: string;
}

/** Shows RouteErrorPanel in place of the routes after an error, until the user navigates. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, at: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.pathname === state.at ? null : { at: props.pathname, error: null };
  }

  override render() {
    return this.state.error ? <RouteErrorPanel error={this.state.error} /> : this.props.children;
  }
}
