import {
  Fragment,
  Suspense,
  lazy,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, LoadingBlock, StatCard } from '@wf/ui';
import { Brand } from '../../../components/Brand';
import { useLogout } from '../../../lib/auth';
import { usePreload } from '../../../lib/use-preload';
import { queries, useQueryContext } from '../../../lib/queries';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminMessage, useAdminMessage } from './AdminMessage';
import { DataExport, ExportProgress } from './DataExport';
import {
  DeleteProfileDialog,
  MigrateDialog,
  ResetLinkDialog,
  ViewProfileDialog,
  useDialogsAfterPaint,
} from './lazy-dialogs';
import { ADMIN_MESSAGES, LONG_MESSAGE_MS, MESSAGE_MS, deleteFailureMessage } from './messages';
import { matchesProfileSearch } from '@wf/scoring/admin-search';
import { ParticipantCodeCard } from './ParticipantCodeCard';
import { nextSort, PAGE_SIZE, profileStats, sortProfiles } from './profiles';
import type { AdminProfile, SortState } from './profiles';
import { AdminTabs, panelId, tabId, type AdminTab } from './AdminTabs';
import { useMediaQuery } from './use-media-query';
import './organiser/organiser.css';
import { PublicUrlWarning } from './organiser/PublicUrlWarning';
import { ProfilesTable } from './ProfilesTable';
import { useResetLink } from './reset-link';
import { useExports } from './use-exports';
import './admin.css';

// The organiser's tabs load apart from the profiles list that every visit opens with: the
// dashboard's figures and charts are code /admin would otherwise load before showing (issue 13's
// budgets). They are fetched once the screen is up (usePreload), so opening a tab does not wait
// for them; the meter form's Zod rules wait for its first input (MeterReadings.tsx).
const loadCommunityDashboard = () => import('./organiser/CommunityDashboard');
const loadAuditLog = () => import('./organiser/AuditLog');
const loadCampaignPanel = () => import('./campaign/CampaignPanel');
const CommunityDashboard = lazy(() =>
  loadCommunityDashboard().then((m) => ({ default: m.CommunityDashboard })),
);
const AuditLog = lazy(() => loadAuditLog().then((m) => ({ default: m.AuditLog })));
const CampaignPanel = lazy(() => loadCampaignPanel().then((m) => ({ default: m.CampaignPanel })));

const SEARCH_PLACEHOLDER = 'Search by profile name, email, or community...';

/** /admin (spec section 2): the administrator's dashboard. */
export function AdminScreen() {
  useDocumentTitle('Admin Dashboard');
  usePreload(loadCommunityDashboard, loadAuditLog, loadCampaignPanel);
  const context = useQueryContext();
  const { queryClient, trpc } = context;
  const { logout, pending: loggingOut } = useLogout();
  const { message, notify, dismiss } = useAdminMessage();
  const exports = useExports(notify);
  const resetLink = useResetLink(notify);
  const dialogsReady = useDialogsAfterPaint();

  // Every profile, once; the search filters them here with the server's rule.
  const list = useSuspenseQuery(queries.profiles(context));
  // Spec section 8: a failed load is logged and the list is empty.
  const loadError = list.data.error;
  useEffect(() => {
    if (loadError) console.error('Failed to load profiles', loadError);
  }, [loadError]);
  const profiles = list.data.value.users;
  const stats = profileStats(profiles);

  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const matching = useMemo(
    () => profiles.filter((p) => matchesProfileSearch(p, deferredSearch)),
    [profiles, deferredSearch],
  );
  const [shown, setShown] = useState(PAGE_SIZE);
  const [tab, setTab] = useState<AdminTab>('profiles');
  // Issue 11, item 7: the profiles' figures, read beside the list (the list never waits on them).
  const activityQuery = useQuery(trpc.organiser.profileActivity.queryOptions());
  const activity = useMemo(
    () => (activityQuery.data ? new Map(activityQuery.data.map((a) => [a.id, a])) : undefined),
    [activityQuery.data],
  );
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => sortProfiles(matching, activity, sort), [matching, activity, sort]);
  // On a phone, search and the list come before the exports (issue 11, item 7): the order is
  // the document's, so keyboard and screen-reader order follow what is seen.
  const phone = useMediaQuery('(max-width: 40rem)');

  const [viewing, setViewing] = useState<AdminProfile | null>(null);
  const [deleting, setDeleting] = useState<AdminProfile | null>(null);
  const [confirmMigration, setConfirmMigration] = useState(false);
  const tableRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const deleteMutation = useMutation(trpc.admin.deleteProfile.mutationOptions());
  const migrateMutation = useMutation(trpc.admin.migrateLegacy.mutationOptions());

  async function reloadProfiles() {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queries.profiles(context).queryKey }),
      queryClient.invalidateQueries({ queryKey: trpc.organiser.pathKey() }),
    ]);
  }

  async function confirmDelete() {
    const profile = deleting;
    if (!profile || deleteMutation.isPending) return;
    try {
      await deleteMutation.mutateAsync({ id: profile.id });
      setDeleting(null);
      await reloadProfiles();
      notify(ADMIN_MESSAGES.deleted(profile.profileName), 'success', MESSAGE_MS);
      // The row (and the button that opened the modal) is gone: keep the keyboard in the list.
      (tableRef.current ?? searchRef.current)?.focus();
    } catch (error) {
      console.error('Failed to delete profile', error);
      setDeleting(null);
      notify(deleteFailureMessage(error), 'error', MESSAGE_MS);
      void reloadProfiles();
    }
  }

  async function runMigration() {
    setConfirmMigration(false);
    try {
      const { updated } = await migrateMutation.mutateAsync();
      notify(ADMIN_MESSAGES.migrated(updated), 'success', LONG_MESSAGE_MS);
    } catch (error) {
      console.error('Legacy migration failed', error);
      notify(ADMIN_MESSAGES.migrationFailed, 'error', LONG_MESSAGE_MS);
    }
  }

  const exportsCards = (
    <>
      <DataExport
        job={exports.job}
        migrating={migrateMutation.isPending}
        onExportTable={(kind) => void exports.exportTable(kind)}
        onExportReport={() => void exports.exportReport()}
        onMigrate={() => setConfirmMigration(true)}
      />

      <ParticipantCodeCard />
    </>
  );

  const profilesCard = (
    <Card title="Profiles" icon="📋" className="admin-profiles">
      <Input
        ref={searchRef}
        id="admin-search"
        type="search"
        label="Search profiles"
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setShown(PAGE_SIZE);
        }}
        containerClassName="admin-search"
      />
      {loadError && <Alert tone="warning">{ADMIN_MESSAGES.listFailed}</Alert>}
      <ProfilesTable
        profiles={sorted.slice(0, shown)}
        matching={matching.length}
        searching={deferredSearch.trim() !== ''}
        pdfProfileId={exports.job?.kind === 'individual' ? exports.job.profileId : undefined}
        exportBusy={exports.job !== null}
        onView={setViewing}
        onPdf={(profile) => void exports.exportIndividual(profile)}
        onDelete={setDeleting}
        resetLinkProfileId={resetLink.pendingFor}
        onResetLink={(profile) => void resetLink.create(profile)}
        onShowMore={() => setShown((n) => n + PAGE_SIZE)}
        scrollRef={tableRef}
        activity={activity}
        sort={sort}
        onSort={(key) => setSort((current) => nextSort(current, key))}
      />
    </Card>
  );

  return (
    <div className="admin-shell">
      <header className="admin-shell__header">
        <Brand to="/admin" />
        <div className="admin-shell__actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void list.refetch();
              void queryClient.invalidateQueries({ queryKey: trpc.organiser.pathKey() });
            }}
          >
            Refresh
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void logout()} disabled={loggingOut}>
            Logout
          </Button>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="admin-main">
        <div className="page-header">
          <h1>Admin Dashboard</h1>
          <p className="page-header__lead">
            Review participants, export community data and manage profiles.
          </p>
        </div>

        <div className="admin-activity">
          <AdminMessage message={message} onDismiss={dismiss} />
          {exports.job && <ExportProgress job={exports.job} onCancel={exports.cancel} />}
          <p role="status" className="wf-visually-hidden">
            {exports.job ? `Preparing ${exports.job.label}…` : ''}
          </p>
        </div>

        <PublicUrlWarning />
        <AdminTabs value={tab} onChange={setTab} />

        <div
          role="tabpanel"
          id={panelId('profiles')}
          aria-labelledby={tabId('profiles')}
          hidden={tab !== 'profiles'}
        >
          <section className="stat-grid admin-stats" aria-label="Profile statistics">
            <StatCard label="Total Profiles" value={stats.total} icon="👥" tone="primary" />
            <StatCard label="Active Profiles" value={stats.active} icon="💧" tone="accent" />
            <StatCard label="Search Results" value={matching.length} icon="🔍" tone="sun" />
          </section>

          {/* Keyed, so turning the phone (or resizing the window) moves the cards instead of
              remounting them: an open participant-code form or a search keeps its state. */}
          {(phone ? (['profiles', 'exports'] as const) : (['exports', 'profiles'] as const)).map(
            (key) => (
              <Fragment key={key}>{key === 'profiles' ? profilesCard : exportsCards}</Fragment>
            ),
          )}
        </div>

        {tab === 'community' && (
          <div role="tabpanel" id={panelId('community')} aria-labelledby={tabId('community')}>
            {/* What the tab itself shows while its figures load. */}
            <Suspense fallback={<LoadingBlock label="Loading the community's figures…" />}>
              <CommunityDashboard
                onDownloadReport={() => void exports.exportCommunityReport()}
                onDownloadMeter={() => void exports.exportMeterReadings()}
                reportBusy={exports.job !== null}
                reportRunning={exports.job?.kind === 'community'}
                meterRunning={exports.job?.kind === 'meter'}
              />
            </Suspense>
          </div>
        )}
        {tab === 'campaign' && (
          <div role="tabpanel" id={panelId('campaign')} aria-labelledby={tabId('campaign')}>
            <Suspense fallback={<LoadingBlock label="Loading the campaign…" />}>
              <CampaignPanel />
            </Suspense>
          </div>
        )}
        {tab === 'audit' && (
          <div role="tabpanel" id={panelId('audit')} aria-labelledby={tabId('audit')}>
            <Suspense fallback={<LoadingBlock label="Loading the audit log…" />}>
              <AuditLog />
            </Suspense>
          </div>
        )}
      </main>

      {dialogsReady && (
        <Suspense fallback={null}>
          <ViewProfileDialog profile={viewing} onClose={() => setViewing(null)} />
          <DeleteProfileDialog
            profile={deleting}
            deleting={deleteMutation.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => void confirmDelete()}
          />
          <ResetLinkDialog link={resetLink.link} onClose={resetLink.close} />
          <MigrateDialog
            open={confirmMigration}
            onCancel={() => setConfirmMigration(false)}
            onConfirm={() => void runMigration()}
          />
        </Suspense>
      )}
    </div>
  );
}
