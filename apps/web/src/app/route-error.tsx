import { pageHref } from '@tgde/contracts';
import { Component, type ReactNode } from 'react';
import { Link } from '../lib/router';
import { PageTitle } from '../components/ui/page-title';
import { useT } from '../i18n/i18n-context';

/**
 * Shown inside the layout when a page throws while rendering, or when its code cannot be loaded
 * (typically a new release replaced the old chunk files: reloading picks up the new ones).
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useT();
  const detail = error instanceof Error ? error.message : null;

  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle page="Error" />
      <h1 className="text-3xl font-bold">{t('Something went wrong')}</h1>
      <p className="mt-4 text-lg text-muted">
        {t('This page could not be shown. Reloading usually helps; if it does not, please try again later.')}
      </p>
      {detail && <p className="mt-2 text-sm text-muted">{detail}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('Reload page')}
        </button>
        <Link to={pageHref('home')} className="btn btn-ghost">
          {t('Back to the start page')}
        </Link>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The page's address: going to another page clears the error. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | null;
}

/**
 * Catches what a page throws, so that the navbar and footer stay usable. React offers error
 * boundaries only as class components.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}
