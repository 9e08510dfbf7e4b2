import { Button, Dialog } from '@wf/ui';
import type { AdminProfile } from './profiles';

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
        <dl className="admin-details">
          <div>
            <dt>Name</dt>
            <dd>{profile.profileName}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt>Community</dt>
            <dd>{profile.apartmentCommunityName}</dd>
          </div>
          <div>
            <dt>Apartment</dt>
            <dd>{profile.apartment}</dd>
          </div>
          <div>
            <dt>Water Score</dt>
            <dd>{profile.waterScore}</dd>
          </div>
        </dl>
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
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting} loadingText="Deleting...">
            Delete Profile
          </Button>
        </>
      }
    >
      {profile && (
        <>
          <dl className="admin-details">
            <div>
              <dt>Name</dt>
              <dd>{profile.profileName}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{profile.email}</dd>
            </div>
          </dl>
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
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Run Migration</Button>
        </>
      }
    />
  );
}
