import { useId } from 'react';
import type { Ref } from 'react';
import { Badge, Button, EmptyState } from '@wf/ui';
import { formatCreated, splitCreated } from './profiles';
import type { AdminProfile, ProfileActivity, SortKey, SortState } from './profiles';

export interface ProfilesTableProps {
  profiles: readonly AdminProfile[];
  /** How many matching profiles there are in all (more than `profiles` when paged). */
  matching: number;
  searching: boolean;
  /** The individual PDF running for this profile, if any; every PDF button waits meanwhile. */
  pdfProfileId: number | undefined;
  exportBusy: boolean;
  onView: (profile: AdminProfile) => void;
  onPdf: (profile: AdminProfile) => void;
  onDelete: (profile: AdminProfile) => void;
  /** The reset link being made for this profile, if any. */
  resetLinkProfileId?: number | undefined;
  /** Makes a single-use reset link for a resident (never for the administrator). */
  onResetLink?: (profile: AdminProfile) => void;
  onShowMore: () => void;
  scrollRef?: Ref<HTMLDivElement>;
  /** Attempts, latest score and last attempt by profile id (issue 11, item 7); absent while loading. */
  activity?: ReadonlyMap<number, ProfileActivity> | undefined;
  sort?: SortState | null;
  onSort?: (key: SortKey) => void;
}

const SORTABLE: readonly { key: SortKey; label: string }[] = [
  { key: 'latestScore', label: 'Latest Score' },
  { key: 'attempts', label: 'Attempts' },
  { key: 'lastAttemptAt', label: 'Last Attempt' },
];

/**
 * The profiles table (spec section 2 /admin): six columns, the ADMIN badge, View on every row,
 * PDF and Delete on residents' rows. On a narrow screen it scrolls sideways inside its card.
 */
export function ProfilesTable({
  profiles,
  matching,
  searching,
  pdfProfileId,
  exportBusy,
  onView,
  onPdf,
  onDelete,
  resetLinkProfileId,
  onResetLink,
  onShowMore,
  scrollRef,
  activity,
  sort,
  onSort,
}: ProfilesTableProps) {
  const captionId = useId();

  if (matching === 0) {
    return (
      <EmptyState
        icon="🔍"
        title="No Profiles Found"
        description={
          searching ? 'Try adjusting your search terms' : 'No profiles have been created yet.'
        }
      />
    );
  }

  return (
    <>
      <div
        className="admin-table-scroll"
        role="region"
        aria-labelledby={captionId}
        // Focusable, so a keyboard can scroll it sideways on a narrow screen.
        tabIndex={0}
        ref={scrollRef}
      >
        <table className="admin-table">
          <caption id={captionId} className="wf-visually-hidden">
            Profiles
          </caption>
          <thead>
            <tr>
              <th scope="col">Profile Name</th>
              <th scope="col">Email</th>
              <th scope="col">Community</th>
              <th scope="col">Apartment</th>
              <th scope="col">Created</th>
              {SORTABLE.map(({ key, label }) => {
                const direction = sort?.key === key ? sort.direction : undefined;
                return (
                  <th
                    key={key}
                    scope="col"
                    aria-sort={direction ?? 'none'}
                    className="admin-table__sortable"
                  >
                    <button
                      type="button"
                      className="admin-sort"
                      data-direction={direction}
                      onClick={() => onSort?.(key)}
                    >
                      {label}
                    </button>
                  </th>
                );
              })}
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {profiles.map((profile) => {
              const [date, time] = splitCreated(formatCreated(profile.createdAt));
              const act = activity?.get(profile.id);
              const last = act?.lastAttemptAt
                ? splitCreated(formatCreated(act.lastAttemptAt))
                : null;
              return (
                <tr key={profile.id} data-profile-id={profile.id}>
                  <th scope="row" className="admin-table__name admin-table__text">
                    <span>{profile.profileName}</span>
                    {profile.isAdmin && <Badge tone="danger">ADMIN</Badge>}
                  </th>
                  <td className="admin-table__email admin-table__text" data-label="Email">
                    <Breakable email={profile.email} />
                  </td>
                  <td className="admin-table__text" data-label="Community">
                    {profile.apartmentCommunityName}
                  </td>
                  <td className="admin-table__text" data-label="Apartment">
                    {profile.apartment}
                  </td>
                  <td className="admin-table__created" data-label="Created">
                    <time dateTime={profile.createdAt}>
                      <span>{date}</span> <span>{time}</span>
                    </time>
                  </td>
                  <td className="admin-table__figure" data-label="Latest score">
                    {act === undefined ? '…' : (act.latestScore ?? '—')}
                  </td>
                  <td className="admin-table__figure" data-label="Attempts">
                    {act === undefined ? '…' : act.attempts}
                  </td>
                  <td className="admin-table__created" data-label="Last attempt">
                    {act === undefined ? (
                      '…'
                    ) : last && act.lastAttemptAt ? (
                      <time dateTime={act.lastAttemptAt}>
                        <span>{last[0]}</span> <span>{last[1]}</span>
                      </time>
                    ) : (
                      'Never'
                    )}
                  </td>
                  <td>
                    <div className="admin-table__actions">
                      <Button variant="secondary" size="sm" onClick={() => onView(profile)}>
                        View<span className="wf-visually-hidden"> {profile.profileName}</span>
                      </Button>
                      {!profile.isAdmin && (
                        <>
                          <Button
                            variant="secondary"
                            size="sm"
                            onClick={() => onPdf(profile)}
                            disabled={exportBusy}
                            loading={pdfProfileId === profile.id}
                          >
                            PDF
                            <span className="wf-visually-hidden">
                              {' '}
                              report for {profile.profileName}
                            </span>
                          </Button>
                          {/* Quiet on every row (issue 11, item 7): the modal is where it turns red. */}
                          <Button
                            variant="ghost"
                            size="sm"
                            className="admin-delete"
                            onClick={() => onDelete(profile)}
                          >
                            Delete<span className="wf-visually-hidden"> {profile.profileName}</span>
                          </Button>
                          {/* After Delete, so the spec's three buttons keep their order. */}
                          {onResetLink && (
                            <Button
                              variant="secondary"
                              size="sm"
                              className="admin-reset-link"
                              onClick={() => onResetLink(profile)}
                              disabled={resetLinkProfileId !== undefined}
                              loading={resetLinkProfileId === profile.id}
                            >
                              Reset link
                              <span className="wf-visually-hidden"> for {profile.profileName}</span>
                            </Button>
                          )}
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {profiles.length < matching && (
        <div className="admin-table__more">
          <p>
            Showing {profiles.length} of {matching} profiles.
          </p>
          <Button variant="secondary" onClick={onShowMore}>
            Show more profiles
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * An email that may wrap before its '@' and after the first dot of its domain (and nowhere else)
 * when the column is narrow: "demo.168", "@demo.", "example.org" keeps each piece whole and the
 * table inside a 1280 px window.
 */
function Breakable({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  const dot = email.indexOf('.', at);
  const host = dot < 0 || dot === email.length - 1 ? email.length : dot + 1;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at, host)}
      {host < email.length && (
        <>
          <wbr />
          {email.slice(host)}
        </>
      )}
    </>
  );
}
