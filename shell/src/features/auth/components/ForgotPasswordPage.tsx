// /forgot-password: sends a password reset link and says so.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../meta/usePageMeta';
import { Alert, Button } from '@planner/shared/ui';
import { resetErrorKey } from '../authErrors';
import { useAuth } from '../hooks/useAuth';
import { useStartAuth } from '../hooks/useStartAuth';
import { emailErrorKey } from '../passwordRules';
import { AuthCard } from './AuthCard';
import { EmailField } from './AuthFields';
import styles from './AuthForm.module.css';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta('forgotPassword');
  useStartAuth();
  const { auth } = useAuth();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; key: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const emailKey = emailErrorKey(email);
  const emailError = submitted && emailKey ? t(emailKey) : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setResult(null);
    if (emailKey) return;
    setBusy(true);
    try {
      await auth.sendPasswordReset(email.trim());
      setResult({ tone: 'success', key: 'auth.forgot.success' });
    } catch (error) {
      const key = resetErrorKey(error);
      setResult(key ? { tone: 'error', key } : { tone: 'success', key: 'auth.forgot.success' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      footer={<Link to="/login">{t('auth.forgot.backToLogin')}</Link>}
    >
      {result ? <Alert tone={result.tone}>{t(result.key)}</Alert> : null}
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <EmailField value={email} onChange={setEmail} error={emailError} />
        <Button type="submit" block busy={busy}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
