// A message box: errors are announced assertively (role alert), the rest politely (role status): a save
// that failed, a success, or a warning such as "showing your local copy, the server is unreachable".
import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

export function Alert({ tone, children }: { tone: AlertTone; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      {children}
    </div>
  );
}
