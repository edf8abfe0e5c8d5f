// What a signed-in page shows while the area's chunks arrive (signedInStart.tsx), from the start's chunk: the
// header's bar with the brand, the navigation's column, and the page's title where the page draws it
// (ScreenPlaceholder). The person sees the page they asked for at once, not the splash; the frame then
// takes its place with the title where it was. Same layout as the frame (FrameLayout, DashboardHome's grid).
// Once drawn, it is kept for the next start of the page, which shows it before any script (frameSnapshot.ts).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ScreenPlaceholder } from '@planner/shared/mf';
import { Brand } from '../../layout/components/Brand';
import { LoadingScreen } from '../../ui/components/LoadingScreen';
import { saveFrameSnapshot } from '../frameSnapshot';
import { pageFor } from '../loadingPlan';
import home from './DashboardHome.module.css';
import { FrameLayout } from './FrameLayout';
import styles from './FrameSkeleton.module.css';

const control = (kind: string) => `${styles.control} ${styles[kind]}`;

export function FrameSkeleton() {
  const { t } = useTranslation();
  const page = pageFor(useLocation().pathname);
  const frame = useRef<HTMLDivElement>(null);
  // After the paint: what was drawn is what the next start draws first.
  useEffect(() => {
    if (frame.current) saveFrameSnapshot(frame.current);
  }, []);
  const placeholder = page ? (
    <ScreenPlaceholder title={t(`shell:meta.${page}.title`)} status={t('common:loading')} />
  ) : (
    <LoadingScreen />
  );
  return (
    <FrameLayout
      frameRef={frame}
      start={
        <>
          <Brand to="/dashboard" markOnlyOnPhone />
          <span className={control('create')} />
        </>
      }
      end={
        <>
          <span className={control('status')} />
          <span className={control('round')} />
          <span className={`${control('round')} ${styles.wideOnly}`} />
          <span className={`${control('language')} ${styles.wideOnly}`} />
          <span className={control('account')} />
        </>
      }
      nav={<div className={styles.nav} />}
    >
      {page === 'dashboard' ? (
        <div className={home.grid}>
          <div className={home.calendar}>{placeholder}</div>
        </div>
      ) : (
        placeholder
      )}
    </FrameLayout>
  );
}
