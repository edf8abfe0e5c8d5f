// A message box: errors are announced assertively (role alert), successes politely (role status).
import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export function Alert({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      {children}
    </div>
  );
}
