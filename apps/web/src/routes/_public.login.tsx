import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, FormHeader, Input, SubmitRow } from '@wf/ui';
import { MESSAGES } from '@wf/scoring/account-fields';
import { PublicShell } from '../components/PublicShell';
import { rememberUser } from '../lib/auth';
import { errorMessage, isRateLimited } from '../lib/errors';
import { loadAccountSchemas, usePreloadAccountSchemas } from '../lib/account-schemas';
import { EMAIL_INPUT, NO_AUTOCORRECT, firstMessage } from '../lib/form';
import { LOGIN_MESSAGES, RESET_CONFIRMATION_MS } from '../lib/messages';
import { useLocalizeMessage } from '../i18n/messages';
import { adoptProfileLanguage, useSaveProfileLanguage } from '../i18n/profile-language';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/_public/login')({
  component: LoginPage,
});

type Mode = 'login' | 'forgot';

function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  usePreloadAccountSchemas();
  const [returned, setReturned] = useState(false);
  // Issue 28, item 5: once a reset link was asked for, the login form keeps saying what to do
  // if no mail comes (the spec returns to it after 3 seconds, which took the advice away).
  const [resetAsked, setResetAsked] = useState(false);
  const { t } = useTranslation('public');
  useDocumentTitle(mode === 'login' ? t('login.title') : t('forgot.title'));
  const toForgot = useCallback(() => setMode('forgot'), []);
  const toLogin = useCallback(() => {
    setMode('login');
    setReturned(true);
  }, []);
  return (
    <PublicShell>
      <div className="auth-card">
        {mode === 'login' ? (
          <LoginForm onForgot={toForgot} focusOnMount={returned} resetAsked={resetAsked} />
        ) : (
          <ForgotPasswordForm onBack={toLogin} onSent={() => setResetAsked(true)} />
        )}
      </div>
    </PublicShell>
  );
}

/**
 * What to do when no reset mail comes (issue 28, item 5): one sentence from one home
 * (@wf/scoring's account messages, which the server's answer also carries), in the reader's
 * language. It is true whether or not the community has a mail server (a mail can also go to
 * spam or to a mistyped address), so the screen always says the same thing.
 */
function NoMailNote() {
  const localize = useLocalizeMessage();
  return (
    <p className="auth-card__note" data-testid="reset-no-mail">
      {localize(MESSAGES.resetNoMail)}
    </p>
  );
}

function LoginForm({
  onForgot,
  focusOnMount,
  resetAsked,
}: {
  onForgot: () => void;
  focusOnMount: boolean;
  resetAsked: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notice = useLocation({ select: (l) => l.state.notice });
  const noticeTone = useLocation({ select: (l) => l.state.noticeTone });
  const login = useMutation(trpc.auth.login.mutationOptions());
  const saveLanguage = useSaveProfileLanguage();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const identifierRef = useRef<HTMLInputElement>(null);
  const { t } = useTranslation('public');
  const localize = useLocalizeMessage();

  // Coming back from the reset form, put the keyboard where the user left off.
  useEffect(() => {
    if (focusOnMount) identifierRef.current?.focus();
  }, [focusOnMount]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const { loginSchema } = await loadAccountSchemas();
    const parsed = loginSchema.safeParse({ identifier, password });
    if (!parsed.success) {
      setError(firstMessage(parsed.error));
      return;
    }
    setError('');
    try {
      const { user } = await login.mutateAsync(parsed.data);
      rememberUser({ queryClient, trpc }, user);
      if (!user.isAdmin) await adoptProfileLanguage({ queryClient, trpc }, saveLanguage);
      await navigate({ to: user.isAdmin ? '/admin' : '/dashboard' });
    } catch (err) {
      // Too many attempts has its own message; everything else is "invalid credentials".
      setError(isRateLimited(err) ? errorMessage(err) : LOGIN_MESSAGES.invalidCredentials);
    }
  }

  return (
    <>
      <FormHeader emoji="💧" title={t('login.welcome')} subtitle={t('login.subtitle')} />
      {notice && !error && <Alert tone={noticeTone ?? 'info'}>{localize(notice)}</Alert>}
      {error && <Alert tone="error">{localize(error)}</Alert>}
      {resetAsked && <NoMailNote />}
      <form onSubmit={onSubmit} noValidate aria-busy={login.isPending || undefined}>
        <Input
          ref={identifierRef}
          id="login-identifier"
          label={t('login.identifier')}
          name="identifier"
          autoComplete="username"
          {...NO_AUTOCORRECT}
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          disabled={login.isPending}
          aria-required
        />
        <Input
          id="login-password"
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={login.isPending}
          aria-required
        />
        <SubmitRow loading={login.isPending} loadingText={t('login.submitting')}>
          {t('login.submit')}
        </SubmitRow>
      </form>
      <div className="auth-card__switch">
        <button type="button" className="link-button" onClick={onForgot}>
          {t('login.forgot')}
        </button>
      </div>
      <p className="auth-card__footer">
        <Link to="/signup">{t('login.toSignup')}</Link>
      </p>
    </>
  );
}

function ForgotPasswordForm({ onBack, onSent }: { onBack: () => void; onSent: () => void }) {
  const trpc = useTRPC();
  const forgot = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const { t } = useTranslation('public');
  const localize = useLocalizeMessage();

  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  // After a successful send, return to the login form after 3 seconds (spec section 4).
  useEffect(() => {
    if (!sent) return;
    const id = window.setTimeout(onBack, RESET_CONFIRMATION_MS);
    return () => window.clearTimeout(id);
  }, [sent, onBack]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (forgot.isPending || sent) return;
    const { forgotPasswordSchema } = await loadAccountSchemas();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(firstMessage(parsed.error));
      return;
    }
    setError('');
    try {
      await forgot.mutateAsync(parsed.data);
      setSent(true);
      onSent();
    } catch (err) {
      setError(isRateLimited(err) ? errorMessage(err) : LOGIN_MESSAGES.emailNotFound);
    }
  }

  return (
    <>
      <FormHeader emoji="🔑" title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      {sent && <Alert tone="success">{localize(LOGIN_MESSAGES.resetSent)}</Alert>}
      {error && <Alert tone="error">{localize(error)}</Alert>}
      {/* Beside the spec's messages, never in place of them. */}
      <NoMailNote />
      <form onSubmit={onSubmit} noValidate aria-busy={forgot.isPending || undefined}>
        <Input
          ref={emailRef}
          id="forgot-email"
          label={t('forgot.email')}
          name="email"
          {...EMAIL_INPUT}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={forgot.isPending || sent}
          aria-required
        />
        <SubmitRow loading={forgot.isPending} loadingText={t('forgot.submitting')} disabled={sent}>
          {t('forgot.submit')}
        </SubmitRow>
      </form>
      <div className="auth-card__switch">
        <button type="button" className="link-button" onClick={onBack}>
          {t('forgot.back')}
        </button>
      </div>
    </>
  );
}
