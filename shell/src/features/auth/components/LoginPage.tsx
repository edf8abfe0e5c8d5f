// /login: email + password, Google and guest sign-in, with the sign-in messages of docs/product.md section 8.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { usePageMeta } from '../../meta/usePageMeta';
import { Alert, Button } from '@planner/shared/ui';
import { loginErrorKey } from '../authErrors';
import { useAuth } from '../hooks/useAuth';
import { useStartAuth } from '../hooks/useStartAuth';
import { AuthCard } from './AuthCard';
import { EmailField, PasswordField } from './AuthFields';
import styles from './AuthForm.module.css';

type Pending = 'email' | 'google' | 'guest' | null;

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageMeta('login');
  useStartAuth();
  const { state, auth } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  if (state.user) return <Navigate to="/dashboard" replace />;

  const emailError = submitted && !email.trim() ? t('auth.validation.emailRequired') : null;
  const passwordError = submitted && !password ? t('auth.validation.passwordRequired') : null;

  const run = async (kind: Exclude<Pending, null>, action: () => Promise<void>) => {
    setErrorKey(null);
    setPending(kind);
    try {
      await action();
    } catch (error) {
      setErrorKey(kind === 'email' ? loginErrorKey(error) : 'auth.errors.unknown');
    } finally {
      setPending(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!email.trim() || !password) return;
    void run('email', () => auth.signIn(email.trim(), password));
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
      footer={
        <p>
          {t('auth.login.noAccount')} <Link to="/signup">{t('auth.login.toSignup')}</Link>
        </p>
      }
    >
      {errorKey ? <Alert tone="error">{t(errorKey)}</Alert> : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField value={email} onChange={setEmail} error={emailError} />
        <PasswordField
          label={t('auth.fields.password')}
          name="password"
          current
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
        <div className={styles.row}>
          <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
        </div>
        <Button type="submit" block busy={pending === 'email'} disabled={pending !== null}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <div className={styles.divider}>{t('auth.or')}</div>
      <div className={styles.alternatives}>
        <Button
          variant="secondary"
          block
          busy={pending === 'google'}
          disabled={pending !== null}
          onClick={() => void run('google', auth.signInWithGoogle)}
        >
          {t('auth.login.google')}
        </Button>
        <Button
          variant="secondary"
          block
          busy={pending === 'guest'}
          disabled={pending !== null}
          onClick={() => void run('guest', auth.signInAsGuest)}
        >
          {t('auth.login.guest')}
        </Button>
      </div>
    </AuthCard>
  );
}
