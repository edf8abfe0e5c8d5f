// The password rules, shown live under the password field: each marked as met or not (in words too).
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/components/Icon';
import { ICONS } from '../../ui/icons';
import { checkPassword } from '../passwordRules';
import styles from './PasswordChecklist.module.css';

export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  return (
    <ul id={id} className={styles.list} aria-label={t('auth.passwordRules.label')}>
      {checkPassword(password).map((rule) => (
        <li key={rule.id} className={rule.met ? styles.met : styles.unmet} data-met={rule.met}>
          <Icon path={rule.met ? ICONS.check : ICONS.close} size={14} />
          <span>{t(`auth.passwordRules.${rule.id}`)}</span>
          <span className="visually-hidden">
            {rule.met ? t('auth.passwordRules.met') : t('auth.passwordRules.unmet')}
          </span>
        </li>
      ))}
    </ul>
  );
}
