import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { updateProfileSchema } from '@wf/scoring/accounts';
import { Alert, Button, ButtonRow, Card, Input } from '@wf/ui';
import { rememberUser, useCurrentUser } from '../lib/auth';
import { errorField, errorMessage } from '../lib/errors';
import { fieldErrors, focusFirstInvalid } from '../lib/form';
import { PROFILE_UPDATE_FAILED } from '../lib/messages';
import { invalidateResidentData, queries } from '../lib/queries';
import { showToast } from '../lib/toasts';
import { useTRPC } from '../lib/trpc';
import { useDocumentTitle } from '../lib/use-document-title';
import { ChangePasswordCard } from './-components/account/ChangePasswordCard';
import { SessionsCard } from './-components/account/SessionsCard';

export const Route = createFileRoute('/_resident/edit-profile')({
  // The sessions section's read; a failure shows in that section, never instead of the form.
  loader: ({ context }) => context.queryClient.ensureQueryData(queries.sessions(context)),
  component: EditProfilePage,
});

type Field = 'profileName' | 'apartment';

const FIELDS: { field: Field; id: string; label: string; autoComplete: string }[] = [
  {
    field: 'profileName',
    id: 'edit-profile-name',
    label: 'Profile Name',
    autoComplete: 'nickname',
  },
  {
    field: 'apartment',
    id: 'edit-apartment',
    label: 'Apartment Number',
    autoComplete: 'address-line2',
  },
];

function EditProfilePage() {
  useDocumentTitle('Edit Profile');
  const user = useCurrentUser();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const update = useMutation(trpc.users.update.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
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
      showToast('Your profile has been updated.');
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
          <span aria-hidden="true">✏️ </span>Edit Profile
        </h1>
        <p className="page-header__lead">Update how you appear to your community.</p>
      </header>
      <Card>
        {failure && <Alert tone="error">{failure}</Alert>}
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
          {FIELDS.map(({ field, ...props }) => (
            <Input
              key={field}
              {...props}
              name={field}
              value={values[field]}
              onChange={(e) => change(field, e.target.value)}
              error={errors[field]}
              disabled={saving}
              aria-required
            />
          ))}
          {user && (
            <dl className="readonly-details">
              <div>
                <dt>Email</dt>
                <dd>{user.email}</dd>
              </div>
              <div>
                <dt>Community</dt>
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
              Cancel
            </Button>
            <Button type="submit" loading={saving} loadingText="Saving...">
              Save Changes
            </Button>
          </ButtonRow>
        </form>
      </Card>
      {/* Beside the spec's form, never inside it: password and sessions (issue 14). */}
      {user && <ChangePasswordCard user={user} />}
      <SessionsCard />
    </div>
  );
}
