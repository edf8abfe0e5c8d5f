// The frame of every page outside /dashboard: skip link, header, main landmark, footer and the consent banner.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ConsentBanner } from '../../consent/components/ConsentBanner';
import { LoadingScreen } from '../../ui/components/LoadingScreen';
import { Footer } from './Footer';
import { PublicHeader } from './PublicHeader';
import { SkipLink } from './SkipLink';
import styles from './PublicLayout.module.css';

export function PublicLayout() {
  return (
    <div className={styles.page}>
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ConsentBanner />
    </div>
  );
}
