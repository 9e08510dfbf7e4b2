import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonRow, Card, Input } from '@wf/ui';
import { NewPasswordField } from '../../../components/NewPasswordField';
import { useLocalizeMessage } from '../../../i18n/messages';
import { loadAccountSchemas, usePreloadAccountSchemas } from '../../../lib/account-schemas';
import { errorCode, errorField, errorMessage } from '../../../lib/errors';
import { fieldErrors, focusFirstInvalid } from '../../../lib/form';
import { passwordRefusal } from '../../../lib/password-strength/estimate';
import { SESSION_ENDED } from '../../../lib/session';
import { queries } from '../../../lib/queries';
import { useTRPC } from '../../../lib/trpc';
import type { User } from '../../../lib/trpc';
import './account.css';

type Field = 'currentPassword' | 'newPassword' | 'confirm';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * Change password (issue 14, item 5): the current password and a new one, rated by the shared
 * estimator as it is typed. The server ends every other session of the account; this one stays.
 */
export function ChangePasswordCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  // Form rules', the estimator's and the server's messages are English: shown in the reader's.
  const localize = useLocalizeMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  usePreloadAccountSchemas();
  const doneRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState('');
  const [checking, setChecking] = useState(false);
  const busy = change.isPending || checking;
  const userInputs = [user.profileName, user.email, user.apartmentCommunityName];

  function set(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setDone('');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    setDone('');
    const input = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const { changePasswordSchema } = await loadAccountSchemas();
    const parsed = changePasswordSchema.safeParse(input);
    const found = parsed.success ? {} : fieldErrors<Field>(parsed.error);
    // A mismatch is said at once, before the (first time slower) strength check.
    if (!found.newPassword && values.confirm !== values.newPassword)
      found.confirm = t('password.differ');
    else if (!found.newPassword) {
      setChecking(true);
      const refusal = await passwordRefusal(values.newPassword, userInputs);
      setChecking(false);
      if (refusal) found.newPassword = refusal;
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const { endedSessions } = await change.mutateAsync(parsed.data);
      setValues(EMPTY);
      setDone(
        endedSessions === 0
          ? t('password.changedAlone')
          : t('password.changed', { count: endedSessions }),
      );
      requestAnimationFrame(() => doneRef.current?.focus());
      // The list of sessions has just lost every other device.
      void queryClient.invalidateQueries({
        queryKey: queries.sessions({ queryClient, trpc }).queryKey,
      });
    } catch (error) {
      // By the server's error code and the field it names, never by the wording.
      const field = errorField(error);
      if (field === 'currentPassword' || field === 'newPassword') {
        setErrors({ [field]: errorMessage(error) });
        focusFirstInvalid(formRef.current);
      } else if (errorCode(error) === 'TOO_MANY_REQUESTS') {
        setFailure(errorMessage(error));
      } else if (errorCode(error) === 'UNAUTHORIZED') {
        setFailure(SESSION_ENDED);
      } else {
        setFailure(t('password.failed'));
      }
    }
  }

  return (
    <Card title={t('password.title')} icon="🔑" className="account-card">
      <p className="account-card__lead">{t('password.lead')}</p>
      {failure && <Alert tone="error">{localize(failure)}</Alert>}
      {done && (
        <Alert tone="success" ref={doneRef}>
          {done}
        </Alert>
      )}
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        {/* For password managers: which account this new password belongs to. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user.email}
          readOnly
          hidden
        />
        <Input
          id="change-current-password"
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(e) => set('currentPassword', e.target.value)}
          error={errors.currentPassword && localize(errors.currentPassword)}
          disabled={busy}
          aria-required
        />
        <NewPasswordField
          id="change-new-password"
          label={t('password.new')}
          hint={t('password.hint')}
          value={values.newPassword}
          onChange={(e) => set('newPassword', e.target.value)}
          error={errors.newPassword && localize(errors.newPassword)}
          userInputs={userInputs}
          disabled={busy}
          aria-required
        />
        <Input
          id="change-confirm-password"
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => set('confirm', e.target.value)}
          error={errors.confirm && localize(errors.confirm)}
          disabled={busy}
          aria-required
        />
        <ButtonRow align="end">
          <Button type="submit" loading={busy} loadingText={t('password.submitting')}>
            {t('password.submit')}
          </Button>
        </ButtonRow>
      </form>
    </Card>
  );
}
