// The dashboard's ad slot, exposed as ./AdSlot: nothing without consent or before login; with provider 'none', a house message.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFact } from '@planner/shared/bus';
import { logger } from '@planner/shared/logger';
import { ADS_NS } from './adsI18n';
import { usePurposeConsent } from '@planner/shared/consent';
import { configuredAdsProvider, KNOWN_PROVIDERS } from './adsProvider';
import styles from './AdSlot.module.css';

export interface AdSlotProps {
  /** The provider; by default the deployment's PLANNER_ADS_PROVIDER ('none' when empty). */
  provider?: string;
}

export function AdSlot({ provider = configuredAdsProvider() }: AdSlotProps) {
  const { t } = useTranslation(ADS_NS);
  const consent = usePurposeConsent('ads');
  const session = useFact('session');
  const allowed = consent === true && session.user !== null;
  const known = KNOWN_PROVIDERS.includes(provider);
  useEffect(() => {
    if (allowed && !known) {
      logger.warn(
        `ads: provider '${provider}' is not supported by this build; showing the house message`,
      );
    }
  }, [allowed, known, provider]);
  if (!allowed) return null;
  // Only the house message exists: no third-party script is ever part of this bundle.
  return (
    <aside className={styles.slot} aria-label={t('label')} data-ad-provider="none">
      <span className={styles.tag}>{t('tag')}</span>
      <p className={styles.message}>{t('house')}</p>
    </aside>
  );
}

export default AdSlot;
