// /dashboard/account: a registered user changes the password or the e-mail, each after confirming the current password.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from '@planner/shared/bus';
import { Alert, Button } from '@planner/shared/ui';
import { accountChangeErrorKey } from '../authErrors';
import { useAuth } from '../hooks/useAuth';
import { emailErrorKey, isStrongPassword } from '../passwordRules';
import { EmailField, PasswordField } from './AuthFields';
import { PasswordChecklist } from './PasswordChecklist';
import styles from './AccountSecurityPage.module.css';

type Result = { tone: 'success' | 'error'; text: string } | null;

/**
 * What both forms share: errors shown once submitted, the call made only when none, busy meanwhile, and
 * its success or translated failure. `change` answers the success text.
 */
function useAccountChange() {
  const { t } = useTranslation('auth');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const submit = async (
    e: FormEvent,
    errors: Array<string | null>,
    change: () => Promise<string>,
  ) => {
    e.preventDefault();
    setSubmitted(true);
    setResult(null);
    if (errors.some(Boolean)) return;
    setBusy(true);
    try {
      setResult({ tone: 'success', text: await change() });
      setSubmitted(false);
    } catch (error) {
      setResult({ tone: 'error', text: t(accountChangeErrorKey(error)) });
    } finally {
      setBusy(false);
    }
  };
  const shown = (key: string | null) => (submitted && key ? t(key) : null);
  return { busy, result, submit, shown };
}

function PasswordForm() {
  const { t } = useTranslation('auth');
  const { auth } = useAuth();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, result, submit, shown } = useAccountChange();
  const currentKey = current ? null : 'auth.validation.passwordRequired';
  const nextKey = !next
    ? 'auth.validation.passwordRequired'
    : !isStrongPassword(next)
      ? 'auth.validation.passwordWeak'
      : next === current
        ? 'security.errors.samePassword'
        : null;
  const confirmKey = confirm === next ? null : 'auth.validation.passwordMismatch';
  const onSubmit = (e: FormEvent) =>
    submit(e, [currentKey, nextKey, confirmKey], async () => {
      await auth.changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      return t('security.password.done');
    });
  return (
    <section className={styles.card} aria-labelledby="security-password">
      <h3 id="security-password" className={styles.cardTitle}>
        {t('security.password.title')}
      </h3>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <PasswordField
          label={t('security.currentPassword')}
          name="current-password"
          current
          value={current}
          onChange={setCurrent}
          error={shown(currentKey)}
        />
        <PasswordField
          label={t('security.password.new')}
          name="new-password"
          value={next}
          onChange={setNext}
          error={shown(nextKey)}
          hint={<PasswordChecklist password={next} id="security-password-rules" />}
        />
        <PasswordField
          label={t('security.password.confirm')}
          name="confirm-password"
          value={confirm}
          onChange={setConfirm}
          error={shown(confirmKey)}
        />
        <Button type="submit" busy={busy}>
          {t('security.password.submit')}
        </Button>
      </form>
    </section>
  );
}

function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { auth } = useAuth();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { busy, result, submit, shown } = useAccountChange();
  const currentKey = current ? null : 'auth.validation.passwordRequired';
  const nextKey =
    emailErrorKey(next) ??
    (next.trim().toLowerCase() === email.toLowerCase() ? 'security.errors.sameEmail' : null);
  const onSubmit = (e: FormEvent) =>
    submit(e, [currentKey, nextKey], async () => {
      await auth.changeEmail(current, next.trim());
      setCurrent('');
      return t('security.email.done', { email: next.trim() });
    });
  return (
    <section className={styles.card} aria-labelledby="security-email">
      <h3 id="security-email" className={styles.cardTitle}>
        {t('security.email.title')}
      </h3>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <PasswordField
          label={t('security.currentPassword')}
          name="current-password-email"
          current
          value={current}
          onChange={setCurrent}
          error={shown(currentKey)}
        />
        <EmailField value={next} onChange={setNext} error={shown(nextKey)} />
        <Button type="submit" busy={busy}>
          {t('security.email.submit')}
        </Button>
      </form>
    </section>
  );
}

export function AccountSecurityPage() {
  const { t } = useTranslation(['auth', 'signedIn']);
  const { state } = useAuth();
  const user = state.user;
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{t('security.title')}</h2>
      {!user || user.isAnonymous ? (
        <>
          <p>{t('security.guest')}</p>
          <div>
            <Button onClick={() => bus.publish('ui:register-requested', {})}>
              {t('signedIn:account.finishRegistration')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.intro}>{t('security.intro', { email: user.email ?? '' })}</p>
          <div className={styles.cards}>
            <PasswordForm />
            <EmailForm email={user.email ?? ''} />
          </div>
        </>
      )}
    </div>
  );
}
