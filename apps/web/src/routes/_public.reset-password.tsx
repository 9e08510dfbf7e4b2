import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, FormHeader, Input, SubmitRow } from '@wf/ui';
import { NewPasswordField } from '../components/NewPasswordField';
import { PublicShell } from '../components/PublicShell';
import { loadAccountSchemas, usePreloadAccountSchemas } from '../lib/account-schemas';
import { errorField, errorMessage } from '../lib/errors';
import { fieldErrors } from '../lib/form';
import { WEB_MESSAGES } from '../lib/web-messages';
import { passwordRefusal } from '../lib/password-strength/estimate';
import { useLocalizeMessage } from '../i18n/messages';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';

interface ResetSearch {
  token?: string;
}

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useTranslation('public');
  const localize = useLocalizeMessage();
  useDocumentTitle(t('reset.title'));
  const { token } = Route.useSearch();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState('');
  const [checkingPassword, setCheckingPassword] = useState(false);
  usePreloadAccountSchemas();
  const busy = reset.isPending || checkingPassword;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    const { resetPasswordSchema } = await loadAccountSchemas();
    const parsed = resetPasswordSchema.safeParse({ token, password });
    const next: { password?: string; confirm?: string } = parsed.success
      ? {}
      : fieldErrors<'password'>(parsed.error);
    // A mismatch is said at once; otherwise the server would refuse a guessable password too
    // (the same shared estimator, which there also knows the owner's name), and saying so here
    // keeps the typed password and its reason together.
    if (!next.password && password !== confirm) next.confirm = WEB_MESSAGES.passwordsDiffer;
    else if (!next.password) {
      setCheckingPassword(true);
      const refusal = await passwordRefusal(password, []);
      setCheckingPassword(false);
      if (refusal) next.password = refusal;
    }
    setErrors(next);
    if (!parsed.success || next.password || next.confirm) return;
    setFailure('');
    try {
      await reset.mutateAsync(parsed.data);
      await navigate({
        to: '/login',
        state: { notice: WEB_MESSAGES.resetDone, noticeTone: 'success' },
      });
    } catch (error) {
      // A refusal of the password itself goes under the field; a bad link above the form.
      if (errorField(error) === 'password') setErrors({ password: errorMessage(error) });
      else setFailure(errorMessage(error) || WEB_MESSAGES.resetFailed);
    }
  }

  return (
    <PublicShell>
      <div className="auth-card">
        <FormHeader emoji="🔐" title={t('reset.title')} subtitle={t('reset.subtitle')} />
        {!token ? (
          <>
            <Alert tone="error">{localize(WEB_MESSAGES.resetFailed)}</Alert>
            <p className="auth-card__footer">
              <Link to="/login">{t('reset.back')}</Link>
            </p>
          </>
        ) : (
          <>
            {failure && <Alert tone="error">{localize(failure)}</Alert>}
            <form onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
              <NewPasswordField
                id="reset-password"
                label={t('reset.newPassword')}
                hint={t('reset.hint')}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={errors.password && localize(errors.password)}
                disabled={busy}
                aria-required
              />
              <Input
                id="reset-confirm"
                label={t('reset.confirm')}
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                error={errors.confirm && localize(errors.confirm)}
                disabled={busy}
                aria-required
              />
              <SubmitRow loading={busy} loadingText={t('reset.submitting')}>
                {t('reset.submit')}
              </SubmitRow>
            </form>
            <p className="auth-card__footer">
              <Link to="/login">{t('reset.back')}</Link>
            </p>
          </>
        )}
      </div>
    </PublicShell>
  );
}
