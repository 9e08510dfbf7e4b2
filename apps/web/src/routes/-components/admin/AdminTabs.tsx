import { useRef } from 'react';
import type { KeyboardEvent } from 'react';

export type AdminTab = 'profiles' | 'community' | 'campaign' | 'audit';

export const ADMIN_TABS: readonly { id: AdminTab; label: string }[] = [
  { id: 'profiles', label: 'Profiles' },
  { id: 'community', label: 'Community Dashboard' },
  { id: 'campaign', label: 'Campaign' },
  { id: 'audit', label: 'Audit Log' },
];

export const tabId = (tab: AdminTab) => `admin-tab-${tab}`;
export const panelId = (tab: AdminTab) => `admin-panel-${tab}`;

/**
 * The admin screen's tabs (issue 11): the spec's profiles screen first and chosen at start,
 * the organiser's dashboard and the audit log beside it. Arrow keys, Home and End move between
 * tabs (the ARIA tabs pattern, selection follows focus).
 */
export function AdminTabs({
  value,
  onChange,
}: {
  value: AdminTab;
  onChange: (tab: AdminTab) => void;
}) {
  const refs = useRef<Partial<Record<AdminTab, HTMLButtonElement | null>>>({});
  function onKeyDown(event: KeyboardEvent) {
    const index = ADMIN_TABS.findIndex((t) => t.id === value);
    const last = ADMIN_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % ADMIN_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % ADMIN_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = ADMIN_TABS[next]!.id;
    onChange(tab);
    refs.current[tab]?.focus();
  }
  return (
    <div className="admin-tabs" role="tablist" aria-label="Admin sections" onKeyDown={onKeyDown}>
      {ADMIN_TABS.map((tab) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[tab.id] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          className="admin-tab"
          aria-selected={tab.id === value}
          aria-controls={panelId(tab.id)}
          tabIndex={tab.id === value ? 0 : -1}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
