import { Suspense, lazy, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonRow, Card, Input } from '@wf/ui';
import { loadNamespace } from '../i18n/i18n';
import { useLocalizeMessage } from '../i18n/messages';
import { rememberUser, useCurrentUser } from '../lib/auth';
import { loadAccountSchemas, usePreloadAccountSchemas } from '../lib/account-schemas';
import { errorField, errorMessage } from '../lib/errors';
import { fieldErrors, focusFirstInvalid } from '../lib/form';
import { PROFILE_UPDATE_FAILED } from '../lib/messages';
import { invalidateResidentData, queries } from '../lib/queries';
import { showToast } from '../lib/toasts';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';
import { ChangePasswordCard } from './-components/account/ChangePasswordCard';
import { FamilyCard } from './-components/account/FamilyCard';
import { ReportNameCard } from './-components/account/ReportNameCard';
import { SessionsCard } from './-components/account/SessionsCard';
import { AfterFirstPaint } from '../lib/use-preload';

export const Route = createFileRoute('/_resident/edit-profile')({
  // The sessions section's read (a failure shows in that section, never instead of the form),
  // and the screen's texts, whose English travels with it.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(queries.sessions(context)),
      // The family and report-name cards' reads, asked in the same request: asked by the cards
      // as they render, they were a round trip of their own after the screen's scripts.
      context.queryClient.prefetchQuery(queries.household(context)),
      context.queryClient.prefetchQuery(queries.reportName(context)),
      loadNamespace('account'),
    ]),
  component: EditProfilePage,
});

// Reminders (issue 30): their card and its push helpers come after the form shows, not with the
// screen's first chunk (the 150 KB budget, test/bundle-budget.test.ts).
const RemindersCard = lazy(() => import('./-components/reminders/RemindersCard'));

type Field = 'profileName' | 'apartment';

const FIELDS = [
  {
    field: 'profileName',
    id: 'edit-profile-name',
    label: 'edit.profileName',
    autoComplete: 'nickname',
  },
  {
    field: 'apartment',
    id: 'edit-apartment',
    label: 'edit.apartment',
    autoComplete: 'address-line2',
  },
] as const satisfies readonly { field: Field; id: string; label: string; autoComplete: string }[];

function EditProfilePage() {
  const { t } = useTranslation('account');
  // Form rules' and the server's messages are English: shown in the reader's language.
  const localize = useLocalizeMessage();
  useDocumentTitle(t('edit.title'));
  const user = useCurrentUser();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const update = useMutation(trpc.users.update.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  usePreloadAccountSchemas();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    profileName: user?.profileName ?? '',
    apartment: user?.apartment ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const saving = update.isPending;

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const { updateProfileSchema } = await loadAccountSchemas();
    const parsed = updateProfileSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setFailure('');
    try {
      const { user: updated } = await update.mutateAsync(parsed.data);
      rememberUser({ queryClient, trpc }, updated);
      void invalidateResidentData({ queryClient, trpc });
      showToast(t('edit.saved'));
      await navigate({ to: '/profile' });
    } catch (error) {
      setFailure(PROFILE_UPDATE_FAILED);
      // When the server says which field is wrong (a taken name, say), show why under it too.
      const field = errorField(error);
      if (field === 'profileName' || field === 'apartment') {
        setErrors({ [field]: errorMessage(error) });
      }
    }
  }

  return (
    <div className="page page--narrow">
      <header className="page-header">
        <h1>
          <span aria-hidden="true">✏️ </span>
          {t('edit.title')}
        </h1>
        <p className="page-header__lead">{t('edit.lead')}</p>
      </header>
      <Card>
        {failure && <Alert tone="error">{localize(failure)}</Alert>}
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
          {FIELDS.map(({ field, label, ...props }) => (
            <Input
              key={field}
              {...props}
              label={t(label)}
              name={field}
              value={values[field]}
              onChange={(e) => change(field, e.target.value)}
              error={errors[field] && localize(errors[field])}
              disabled={saving}
              aria-required
            />
          ))}
          {user && (
            <dl className="readonly-details">
              <div>
                <dt>{t('edit.email')}</dt>
                <dd>{user.email}</dd>
              </div>
              <div>
                <dt>{t('edit.community')}</dt>
                <dd>{user.apartmentCommunityName}</dd>
              </div>
            </dl>
          )}
          <ButtonRow align="end">
            <Button
              variant="secondary"
              onClick={() => void navigate({ to: '/profile' })}
              disabled={saving}
            >
              {t('edit.cancel')}
            </Button>
            <Button type="submit" loading={saving} loadingText={t('edit.saving')}>
              {t('edit.save')}
            </Button>
          </ButtonRow>
        </form>
      </Card>
      {/* Beside the spec's form, never inside it: password and sessions (issue 14). */}
      {user && !user.isAdmin && <FamilyCard />}
      {user && !user.isAdmin && <ReportNameCard />}
      {user && !user.isAdmin && (
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <RemindersCard />
          </Suspense>
        </AfterFirstPaint>
      )}
      {user && <ChangePasswordCard user={user} />}
      <SessionsCard />
    </div>
  );
}
