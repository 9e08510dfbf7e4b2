import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { resetPasswordSchema } from '@wf/scoring/accounts';
import { Alert, FormHeader, Input, SubmitRow } from '@wf/ui';
import { PublicShell } from '../components/PublicShell';
import { errorMessage } from '../lib/errors';
import { fieldErrors } from '../lib/form';
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

// The spec has no reset screen (it only sends the mail); these texts follow its plain tone.
const PASSWORDS_DIFFER = 'Passwords do not match';
const RESET_DONE = 'Your password has been changed. Please log in with your new password.';
const RESET_FAILED = 'This reset link is invalid or has expired. Please request a new one.';

function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const { token } = Route.useSearch();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending || !token) return;
    const parsed = resetPasswordSchema.safeParse({ token, password });
    const next: { password?: string; confirm?: string } = parsed.success
      ? {}
      : fieldErrors<'password'>(parsed.error);
    if (!next.password && password !== confirm) next.confirm = PASSWORDS_DIFFER;
    setErrors(next);
    if (!parsed.success || next.password || next.confirm) return;
    setFailure('');
    try {
      await reset.mutateAsync(parsed.data);
      await navigate({ to: '/login', state: { notice: RESET_DONE, noticeTone: 'success' } });
    } catch (error) {
      setFailure(errorMessage(error) || RESET_FAILED);
    }
  }

  return (
    <PublicShell>
      <div className="auth-card">
        <FormHeader
          emoji="🔐"
          title="Choose a New Password"
          subtitle="Pick a password you haven’t used here before."
        />
        {!token ? (
          <>
            <Alert tone="error">{RESET_FAILED}</Alert>
            <p className="auth-card__footer">
              <Link to="/login">Back to Login</Link>
            </p>
          </>
        ) : (
          <>
            {failure && <Alert tone="error">{failure}</Alert>}
            <form onSubmit={onSubmit} noValidate aria-busy={reset.isPending || undefined}>
              {[
                {
                  id: 'reset-password',
                  label: 'New Password',
                  hint: 'At least 6 characters.',
                  value: password,
                  set: setPassword,
                  error: errors.password,
                },
                {
                  id: 'reset-confirm',
                  label: 'Confirm Password',
                  value: confirm,
                  set: setConfirm,
                  error: errors.confirm,
                },
              ].map(({ set, ...field }) => (
                <Input
                  key={field.id}
                  {...field}
                  type="password"
                  autoComplete="new-password"
                  onChange={(e) => set(e.target.value)}
                  disabled={reset.isPending}
                  aria-required
                />
              ))}
              <SubmitRow loading={reset.isPending} loadingText="Saving...">
                Reset Password
              </SubmitRow>
            </form>
            <p className="auth-card__footer">
              <Link to="/login">Back to Login</Link>
            </p>
          </>
        )}
      </div>
    </PublicShell>
  );
}
