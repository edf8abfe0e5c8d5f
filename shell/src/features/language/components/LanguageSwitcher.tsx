// The language switcher: a labelled select (English / Français) that saves and publishes the choice.
import { useFact } from '@planner/shared/bus';
import { SUPPORTED_LANGUAGES, type Language } from '@planner/shared/model/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/components/Icon';
import { ICONS } from '../../ui/icons';
import { setLanguage } from '../language';
import styles from './LanguageSwitcher.module.css';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const language = useFact('language');
  const id = useId();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <Icon path={ICONS.globe} size={16} className={styles.icon} />
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(e) => void setLanguage(e.target.value as Language, i18n)}
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.names.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
