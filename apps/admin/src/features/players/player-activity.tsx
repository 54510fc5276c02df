import { type AdminPlayerProfile, adminEndPlayerSessions } from '@sika/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { when } from '../../lib/market.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { DataTable } from '../../ui/data-table.tsx';

type Profile = AdminPlayerProfile;

const stamp = (iso: string | null) => <span className="nowrap">{when(iso)}</span>;

const session = createColumnHelper<Profile['sessions'][number]>();
const sessionColumns = [
  session.accessor('createdAt', { header: 'Signed in', cell: (c) => stamp(c.getValue()) }),
  session.accessor('open', {
    header: 'State',
    cell: (c) =>
      c.getValue() ? (
        <span className="ok">open</span>
      ) : c.row.original.revokedAt ? (
        `ended ${when(c.row.original.revokedAt)}`
      ) : (
        'expired'
      ),
  }),
  session.accessor('platform', { header: 'Platform', cell: (c) => c.getValue() ?? '—' }),
  session.accessor('deviceId', { header: 'Device', cell: (c) => c.getValue() ?? '—' }),
  session.accessor('ip', { header: 'IP', cell: (c) => c.getValue() ?? '—' }),
];

const device = createColumnHelper<Profile['devices'][number]>();
const deviceColumns = [
  device.accessor('deviceId', { header: 'Device', cell: (c) => c.getValue() ?? '(no device id)' }),
  device.accessor('platform', { header: 'Platform', cell: (c) => c.getValue() ?? '—' }),
  device.accessor('firstSeenAt', { header: 'First sign-in', cell: (c) => stamp(c.getValue()) }),
  device.accessor('lastSeenAt', { header: 'Last sign-in', cell: (c) => stamp(c.getValue()) }),
  device.accessor('sessions', { header: 'Sessions' }),
  device.accessor('lastIp', { header: 'Last IP', cell: (c) => c.getValue() ?? '—' }),
];

const message = createColumnHelper<Profile['messages'][number]>();
const messageColumns = [
  message.accessor('createdAt', { header: 'Sent', cell: (c) => stamp(c.getValue()) }),
  message.accessor('title', { header: 'Title' }),
  message.accessor('readAt', { header: 'Read', cell: (c) => (c.getValue() ? when(c.getValue()) : 'unread') }),
];

/** Where and how the player signs in, and what was sent to them. */
export function PlayerActivity({ profile }: { profile: Profile }) {
  return (
    <>
      <h2>Sessions</h2>
      <DataTable
        data={profile.sessions}
        columns={sessionColumns}
        empty="None."
        rowId={(s) => `${s.createdAt}:${s.deviceId}:${s.ip}`}
      />
      <h2>Devices</h2>
      <DataTable
        data={profile.devices}
        columns={deviceColumns}
        empty="None."
        rowId={(d) => `${d.deviceId}:${d.platform}`}
      />
      <h2>Personal messages</h2>
      <DataTable data={profile.messages} columns={messageColumns} empty="None." rowId={(m) => String(m.id)} />
    </>
  );
}

/** Signs the player out everywhere without locking the account (a lost phone, a shared device). */
export function EndSessions({
  playerId,
  openSessions,
  onDone,
}: {
  playerId: string;
  openSessions: number;
  onDone: () => Promise<unknown>;
}) {
  const [news, setNews] = useState<string | null>(null);
  return (
    <div className="card">
      <h2>End sessions</h2>
      <p className="muted">
        Signs the player out on every device ({openSessions} open now). The account stays active: they can
        sign in again.
      </p>
      {news && <p className="news">{news}</p>}
      <ActionForm
        label="End sessions"
        onSubmit={async (form) => {
          const ended = await call(adminEndPlayerSessions, {
            id: playerId,
            reason: String(form.get('reason') ?? ''),
          });
          setNews(`${ended.sessionsEnded} session(s) ended.`);
          await onDone();
        }}
      >
        <label>
          Reason for ending the sessions
          <input name="reason" minLength={3} maxLength={500} required />
        </label>
      </ActionForm>
    </div>
  );
}
