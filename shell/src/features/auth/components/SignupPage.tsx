// /signup: create an account, or (for a signed-in guest) finish registration keeping the same uid and data.
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { usePageMeta } from '../../meta/usePageMeta';
import { Alert, Button } from '@planner/shared/ui';
import { signupErrorKey } from '../authErrors';
import { useAuth } from '../hooks/useAuth';
import { useStartAuth } from '../hooks/useStartAuth';
import { emailErrorKey, isStrongPassword } from '../passwordRules';
import { AuthCard } from './AuthCard';
import { EmailField, PasswordField } from './AuthFields';
import { PasswordChecklist } from './PasswordChecklist';
import styles from './AuthForm.module.css';

export function SignupPage() {
  const { t } = useTranslation('auth');
  usePageMeta('signup');
  useStartAuth();
  const { state, auth } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rulesId = useId();
  const termsErrorId = useId();

  const guest = state.user?.isAnonymous === true;
  if (state.user && !guest) return <Navigate to="/dashboard" replace />;

  const emailKey = emailErrorKey(email);
  const emailError = (submitted || emailTouched) && emailKey ? t(emailKey) : null;
  const passwordError =
    submitted && !isStrongPassword(password) ? t('auth.validation.passwordWeak') : null;
  const confirmError =
    (submitted || confirm.length > 0) && confirm !== password
      ? t('auth.validation.passwordMismatch')
      : null;
  const termsError = submitted && !accepted ? t('auth.validation.termsRequired') : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setErrorKey(null);
    if (emailKey || !isStrongPassword(password) || confirm !== password || !accepted) return;
    setBusy(true);
    try {
      await auth.signUp(email.trim(), password);
    } catch (error) {
      setErrorKey(signupErrorKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={guest ? t('auth.signup.guestTitle') : t('auth.signup.title')}
      intro={guest ? t('auth.signup.guestIntro') : t('auth.signup.intro')}
      footer={
        guest ? null : (
          <p>
            {t('auth.signup.haveAccount')} <Link to="/login">{t('auth.signup.toLogin')}</Link>
          </p>
        )
      }
    >
      {errorKey ? <Alert tone="error">{t(errorKey)}</Alert> : null}
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <EmailField
          value={email}
          onChange={setEmail}
          onBlur={() => setEmailTouched(email.length > 0)}
          error={emailError}
        />
        <PasswordField
          label={t('auth.fields.password')}
          name="new-password"
          value={password}
          onChange={setPassword}
          error={passwordError}
          hint={<PasswordChecklist password={password} id={rulesId} />}
        />
        <PasswordField
          label={t('auth.fields.confirmPassword')}
          name="confirm-password"
          value={confirm}
          onChange={setConfirm}
          error={confirmError}
        />
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? termsErrorId : undefined}
          />
          <span>
            <Trans
              t={t}
              i18nKey="auth.signup.accept"
              components={{
                terms: <Link to="/terms" target="_blank" rel="noopener" />,
                privacy: <Link to="/privacy" target="_blank" rel="noopener" />,
              }}
            />
          </span>
        </label>
        {termsError ? (
          <p id={termsErrorId} className={styles.fieldError}>
            {termsError}
          </p>
        ) : null}
        <Button type="submit" block busy={busy}>
          {guest ? t('auth.signup.guestSubmit') : t('auth.signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
