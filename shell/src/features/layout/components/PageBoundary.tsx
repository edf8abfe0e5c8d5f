// The shell's last safety net: a page whose code could not be downloaded (the connection dropped during a
// first visit, before the service worker holds the app) or that crashed says so and offers a reload,
// instead of leaving a blank window. A remote's failure is caught nearer, by its RemoteBoundary.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logger } from '@planner/shared/logger';
import { apiReachable, useOnline } from '../../offline/useOnline';
import styles from './StatusPage.module.css';

function PageFailed({
  onReload,
  reachable,
}: {
  onReload: () => void;
  reachable: () => Promise<boolean>;
}) {
  const { t } = useTranslation('shell');
  // The header's idea of "offline" (the api is asked too), so the two never disagree.
  const online = useOnline(reachable);
  return (
    <main className={styles.page} role="alert">
      <h1>{t('pageFailed.title')}</h1>
      <p>{t(online ? 'pageFailed.failed' : 'pageFailed.offline')}</p>
      <button type="button" className={styles.home} onClick={onReload}>
        {t('pageFailed.reload')}
      </button>
    </main>
  );
}

interface Props {
  children: ReactNode;
  /** The reload (tests); the browser's own by default. */
  onReload?: () => void;
  /** Whether the api answers (tests); asks its /health by default. */
  reachable?: () => Promise<boolean>;
}

export class PageBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    logger.warn('a page could not be shown', error);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <PageFailed
        onReload={this.props.onReload ?? (() => window.location.reload())}
        reachable={this.props.reachable ?? apiReachable}
      />
    );
  }
}
