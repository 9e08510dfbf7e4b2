import { Button, Dialog } from '@wf/ui';
import type { ReactNode } from 'react';
import type { AdminProfile } from './profiles';

function ProfileDetails({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="admin-details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Cancel takes the focus on open, so Enter never confirms an irreversible step by accident. */
function ConfirmActions({
  onCancel,
  busy = false,
  children,
}: {
  onCancel: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
        Cancel
      </Button>
      {children}
    </>
  );
}

/**
 * 'View' (spec section 2 /admin): the profile's name, email, community, apartment and water
 * score, in an accessible dialog rather than window.alert().
 */
export function ViewProfileDialog({
  profile,
  onClose,
}: {
  profile: AdminProfile | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={profile !== null}
      onClose={onClose}
      title="Profile Details"
      className="admin-dialog"
      actions={
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      }
    >
      {profile && (
        <ProfileDetails
          rows={[
            ['Name', profile.profileName],
            ['Email', profile.email],
            ['Community', profile.apartmentCommunityName],
            ['Apartment', profile.apartment],
            // The latest score whatever its origin, an imported one marked (the board score
            // counts attempts taken here only).
            [
              'Water Score',
              profile.latestScore?.imported
                ? `${profile.latestScore.totalScore} (imported)`
                : profile.waterScore,
            ],
          ]}
        />
      )}
    </Dialog>
  );
}

/** Spec sections 2 and 4: the 'Confirm Deletion' modal. */
export function DeleteProfileDialog({
  profile,
  deleting,
  onCancel,
  onConfirm,
}: {
  profile: AdminProfile | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={profile !== null}
      onClose={() => {
        if (!deleting) onCancel();
      }}
      title="Confirm Deletion"
      description="Are you sure you want to delete this profile?"
      hideCloseButton
      className="admin-dialog"
      actions={
        <ConfirmActions onCancel={onCancel} busy={deleting}>
          <Button variant="danger" onClick={onConfirm} loading={deleting} loadingText="Deleting...">
            Delete Profile
          </Button>
        </ConfirmActions>
      }
    >
      {profile && (
        <>
          <ProfileDetails
            rows={[
              ['Name', profile.profileName],
              ['Email', profile.email],
            ]}
          />
          <p className="admin-warning" role="note">
            <strong>Warning:</strong> This action cannot be undone. All profile data and score
            history will be permanently removed.
          </p>
        </>
      )}
    </Dialog>
  );
}

/** The legacy migration asks first: it changes stored attempts. */
export function MigrateDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Migrate Legacy Data"
      description="Attempts that have a score but no questionnaire answers will be marked as legacy data. Exports will then show them as “Legacy Data - Individual responses not available”."
      hideCloseButton
      className="admin-dialog"
      actions={
        <ConfirmActions onCancel={onCancel}>
          <Button onClick={onConfirm}>Run Migration</Button>
        </ConfirmActions>
      }
    />
  );
}
