// Language and theme: applied at once through the shell (bus requests) and kept in the settings.
import { useTranslation } from 'react-i18next';
import { bus as defaultBus, useFact, type EventBus } from '@planner/shared/bus';
import type { CalendarSettings, Language, Theme } from '@planner/shared/model';
import { SUPPORTED_LANGUAGES, THEME_PREFERENCES } from '@planner/shared/model/constants';
import { NS } from '../../../i18n';
import { SelectField } from './SelectField';
import styles from './SettingsPage.module.css';
import { SettingsSection } from './SettingsSection';

type ThemePreference = (typeof THEME_PREFERENCES)[number];

function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export function AppearanceSection({
  values,
  change,
  bus = defaultBus,
}: {
  values: CalendarSettings;
  change: (patch: Partial<CalendarSettings>) => void;
  bus?: EventBus;
}) {
  const { t } = useTranslation(NS);
  // What the page shows now (the header's toggle and switcher change it too).
  const language = useFact('language', bus);
  const theme = useFact('theme', bus);
  const themeShown: ThemePreference = values.theme === 'system' ? 'system' : theme;

  const chooseLanguage = (value: string) => {
    const next = value as Language;
    bus.publish('ui:language-requested', { language: next });
    change({ language: next });
  };
  const chooseTheme = (value: string) => {
    const next = value as ThemePreference;
    bus.publish('ui:theme-requested', { theme: next === 'system' ? systemTheme() : next });
    change({ theme: next });
  };

  return (
    <SettingsSection id="settings-appearance" title={t('appearance.title')}>
      <div className={styles.grid}>
        <SelectField
          name="language"
          label={t('appearance.language')}
          value={language}
          options={SUPPORTED_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          onChange={chooseLanguage}
        />
        <SelectField
          name="theme"
          label={t('appearance.theme')}
          value={themeShown}
          options={THEME_PREFERENCES.map((p) => ({ value: p, label: t(`themes.${p}`) }))}
          onChange={chooseTheme}
        />
      </div>
    </SettingsSection>
  );
}
