// The signed-in frame: header (create, bell, theme, language, account), navigation, the routed main area and the
// keyboard shortcuts. No footer.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { DataProvider } from '@planner/shared/sync';
import { RemoteWidget } from '../../remotes';
import { Brand } from '../../layout/components/Brand';
import { LanguageSwitcher } from '../../language/components/LanguageSwitcher';
import { ThemeToggle } from '../../theme/components/ThemeToggle';
import { ConnectionStatus } from '../../offline/components/ConnectionStatus';
import { UpdateNotice } from '../../offline/components/UpdateNotice';
import { useServiceWorker } from '../../offline/useServiceWorker';
import { UndoToast } from '../../undo/UndoToast';
import { LoadingScreen } from '../../ui/components/LoadingScreen';
import { KeyboardShortcuts } from '../../shortcuts/components/KeyboardShortcuts';
import { AccountMenu } from './AccountMenu';
import { CreateButton } from './CreateButton';
import { DashboardNav } from './DashboardNav';
import { FrameLayout } from './FrameLayout';
import { StoresStatus } from './StoresStatus';
import { FRAME_WIDGETS } from '../loadingPlan';
import styles from './DashboardLayout.module.css';

export function DashboardLayout() {
  const { t } = useTranslation('signedIn');
  useServiceWorker();
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  return (
    <DataProvider>
      <FrameLayout
        start={
          <>
            <Brand to="/dashboard" markOnlyOnPhone />
            <CreateButton />
          </>
        }
        end={
          <>
            <ConnectionStatus />
            <div className={styles.bell}>
              <RemoteWidget {...FRAME_WIDGETS.bell} />
            </div>
            {/* On a phone the account menu holds these two (AccountMenu): the header keeps one row. */}
            <div className={styles.wideOnly}>
              <ThemeToggle />
              <LanguageSwitcher />
            </div>
            <AccountMenu onShowShortcuts={() => setShortcutsOpen(true)} />
          </>
        }
        toolbarLabel={t('dashboard.toolbarLabel')}
        nav={<DashboardNav />}
      >
        <UpdateNotice />
        <UndoToast />
        <StoresStatus />
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </FrameLayout>
      <KeyboardShortcuts helpOpen={shortcutsOpen} onHelpOpenChange={setShortcutsOpen} />
    </DataProvider>
  );
}
