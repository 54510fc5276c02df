import {
  type AdjustmentAsset,
  type AdminPlayerProfile,
  type AuditEntry,
  adminGetPlayer,
  adminLockPlayer,
  adminProposeAdjustment,
  depositStateNames,
} from '@sika/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, call } from '../../lib/api.ts';
import { day, money, when } from '../../lib/market.ts';
import { can, useStaff } from '../../lib/staff.ts';
import { taxLine } from '../../lib/withdraw-tax.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { adjustmentColumns } from './adjustment-columns.tsx';
import { parseAmount } from './amount.ts';
import { EndSessions, PlayerActivity } from './player-activity.tsx';

type Profile = AdminPlayerProfile;
const WITHDRAW_STATES = ['', 'created', 'processing', 'success', 'failed'];

const deposit = createColumnHelper<Profile['deposits'][number]>();
const depositColumns = [
  deposit.accessor('createdAt', {
    header: 'When',
    cell: (c) => <span className="nowrap">{when(c.getValue())}</span>,
  }),
  deposit.accessor('transNo', { header: 'Order' }),
  deposit.accessor('amountMinor', { header: 'Amount', cell: (c) => money(c.getValue()) }),
  deposit.accessor('channelCode', { header: 'Channel' }),
  deposit.accessor('state', { header: 'State', cell: (c) => depositStateNames[c.getValue() - 1] }),
];
const withdrawal = createColumnHelper<Profile['withdrawals'][number]>();
const withdrawalColumns = [
  withdrawal.accessor('createdAt', {
    header: 'When',
    cell: (c) => <span className="nowrap">{when(c.getValue())}</span>,
  }),
  withdrawal.accessor('orderNo', { header: 'Order' }),
  withdrawal.accessor('moneyMinor', { header: 'Amount', cell: (c) => money(c.getValue()) }),
  withdrawal.accessor('feeMinor', { header: 'Fee', cell: (c) => money(c.getValue()) }),
  withdrawal.accessor((w) => taxLine(w), { id: 'tax', header: 'Tax on base (rule)' }),
  withdrawal.accessor('netMinor', { header: 'Net paid', cell: (c) => money(c.getValue()) }),
  withdrawal.accessor('channelCode', { header: 'Channel' }),
  withdrawal.accessor('state', { header: 'State', cell: (c) => WITHDRAW_STATES[c.getValue()] }),
];
const round = createColumnHelper<Profile['rounds'][number]>();
const roundColumns = [
  round.accessor('createdAt', {
    header: 'When',
    cell: (c) => <span className="nowrap">{when(c.getValue())}</span>,
  }),
  round.accessor('game', { header: 'Game' }),
  round.accessor('betMinor', { header: 'Stake', cell: (c) => money(c.getValue()) }),
  round.accessor('winMinor', { header: 'Win', cell: (c) => money(c.getValue()) }),
  round.accessor('status', { header: 'Status' }),
];
const audit = createColumnHelper<AuditEntry>();
const auditColumns = [
  audit.accessor('at', { header: 'When', cell: (c) => <span className="nowrap">{when(c.getValue())}</span> }),
  audit.accessor('staffEmail', { header: 'Who' }),
  audit.accessor('action', { header: 'What' }),
  audit.accessor('reason', { header: 'Why' }),
];

/** One player: who, state, money, play, limits, and what staff did — and the lock and adjustment actions. */
export function PlayerPage() {
  const { id = '' } = useParams();
  const staff = useStaff().data;
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: ['adminGetPlayer', id], queryFn: () => call(adminGetPlayer, { id }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['adminGetPlayer', id] });
  if (profile.error) {
    const notFound = profile.error instanceof ApiError && profile.error.status === 404;
    return <p className="error">{notFound ? 'No such player.' : profile.error.message}</p>;
  }
  const p = profile.data;
  if (!p) return <p className="empty">Loading…</p>;
  const name = [p.player.firstName, p.player.lastName].filter(Boolean).join(' ');
  const locked = p.player.status === 'disabled';
  return (
    <section className="profile">
      <p>
        <Link to="/players">← Players</Link>
      </p>
      <h1>
        {p.player.mobile} {name && <span className="muted">· {name}</span>}{' '}
        {locked ? <span className="flag">locked</span> : <span className="ok">active</span>}
      </h1>
      <div className="cards">
        <div className="card">
          <h2>Account</h2>
          <dl>
            <dt>Player id</dt>
            <dd>
              <code>{p.player.id}</code>
            </dd>
            <dt>Nick name</dt>
            <dd>{p.player.nickName ?? '—'}</dd>
            <dt>Date of birth</dt>
            <dd>{p.player.dateOfBirth ? day(p.player.dateOfBirth) : '—'}</dd>
            <dt>Invite code</dt>
            <dd>{p.player.inviteCode}</dd>
            <dt>Registered</dt>
            <dd>{when(p.player.createdAt)}</dd>
            <dt>KYC</dt>
            <dd>
              {p.kyc.state}
              {p.kyc.fullName ? ` (${p.kyc.fullName})` : ''}
            </dd>
            {p.lock && (
              <div className="pair">
                <dt>{p.lock.locked ? 'Locked' : 'Unlocked'}</dt>
                <dd>
                  {when(p.lock.at)} by {p.lock.by}: {p.lock.reason}
                </dd>
              </div>
            )}
          </dl>
        </div>
        <div className="card">
          <h2>Balances (ledger)</h2>
          <dl>
            <dt>Cash</dt>
            <dd data-testid="balance-cash">{money(p.balances.cashMinor)}</dd>
            <dt>· withdrawable</dt>
            <dd>{money(p.balances.withdrawableMinor)}</dd>
            <dt>· not yet wagered</dt>
            <dd>{money(p.balances.lockedMinor)}</dd>
            <dt>Coins</dt>
            <dd>{money(p.balances.coins)}</dd>
            <dt>Diamonds</dt>
            <dd>{p.balances.diamonds}</dd>
          </dl>
        </div>
        <div className="card">
          <h2>Responsible gaming</h2>
          {p.responsibleGaming.pause ? (
            <p className="warning">
              {p.responsibleGaming.pause.reason === 'self-exclusion' ? 'Self-excluded' : 'On a time-out'}{' '}
              until{' '}
              {p.responsibleGaming.pause.until
                ? when(p.responsibleGaming.pause.until)
                : 'further notice (permanent)'}
            </p>
          ) : (
            <p>No self-exclusion or time-out in force.</p>
          )}
          {p.responsibleGaming.limits.length === 0 ? (
            <p className="empty">No limits set.</p>
          ) : (
            <dl>
              {p.responsibleGaming.limits.map((l) => (
                <div className="pair" key={`${l.kind}-${l.period}`}>
                  <dt>
                    {l.kind} · {l.period}
                  </dt>
                  <dd>
                    {l.value === null ? 'none' : l.kind === 'session' ? `${l.value} min` : money(l.value)}
                    {l.pendingValue !== null && ` → ${l.pendingValue} from ${when(l.pendingFrom)}`}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>

      <div className="cards">
        {can(staff?.permissions, 'players.lock') && (
          <div className="card">
            <h2>{locked ? 'Unlock the account' : 'Lock the account'}</h2>
            <p className="muted">
              {locked
                ? 'The player can sign in again.'
                : 'Every session ends now and the player cannot sign in until unlocked.'}
            </p>
            <ActionForm
              label={locked ? 'Unlock' : 'Lock'}
              onSubmit={async (form) => {
                await call(adminLockPlayer, {
                  id,
                  locked: !locked,
                  reason: String(form.get('reason') ?? ''),
                });
                await refresh();
              }}
            >
              <label>
                Reason (kept in the audit log)
                <input name="reason" minLength={3} maxLength={500} required />
              </label>
            </ActionForm>
          </div>
        )}
        {can(staff?.permissions, 'players.lock') && !locked && (
          <EndSessions
            playerId={id}
            openSessions={p.sessions.filter((s) => s.open).length}
            onDone={refresh}
          />
        )}
        {can(staff?.permissions, 'adjustments.request') && (
          <ProposeAdjustment playerId={id} onDone={refresh} />
        )}
      </div>

      <h2>Balance adjustments</h2>
      <DataTable data={p.adjustments} columns={adjustmentColumns} empty="None." rowId={(a) => a.id} />
      <h2>Recent deposits</h2>
      <DataTable data={p.deposits} columns={depositColumns} empty="None." rowId={(d) => d.transNo} />
      <h2>Recent withdrawals</h2>
      <DataTable data={p.withdrawals} columns={withdrawalColumns} empty="None." rowId={(w) => w.orderNo} />
      <h2>Recent bets (game rounds)</h2>
      <DataTable
        data={p.rounds}
        columns={roundColumns}
        empty="None."
        rowId={(r) => `${r.provider}:${r.roundId}`}
      />
      <PlayerActivity profile={p} />
      <h2>Audit trail</h2>
      <DataTable
        data={p.audit}
        columns={auditColumns}
        empty="No staff action yet."
        rowId={(a) => String(a.id)}
      />
    </section>
  );
}

function ProposeAdjustment({ playerId, onDone }: { playerId: string; onDone: () => Promise<unknown> }) {
  const [asset, setAsset] = useState<AdjustmentAsset>('cash');
  return (
    <div className="card">
      <h2>Propose an adjustment</h2>
      <p className="muted">Nothing moves until another staff member approves it (four eyes).</p>
      <ActionForm
        label="Propose"
        onSubmit={async (form) => {
          const amountMinor = parseAmount(asset, String(form.get('amount') ?? ''));
          if (amountMinor === null) throw new Error('Type a non-zero amount, e.g. 25.00 or -10.50.');
          await call(adminProposeAdjustment, {
            id: playerId,
            asset,
            amountMinor,
            reason: String(form.get('reason') ?? ''),
          });
          await onDone();
        }}
      >
        <label>
          Asset
          <select name="asset" value={asset} onChange={(e) => setAsset(e.target.value as AdjustmentAsset)}>
            <option value="cash">Cash</option>
            <option value="coins">Coins</option>
            <option value="diamonds">Diamonds</option>
          </select>
        </label>
        <label>
          Amount (negative debits the player)
          <input
            name="amount"
            inputMode="decimal"
            required
            placeholder={asset === 'diamonds' ? '10' : '25.00'}
          />
        </label>
        <label>
          Reason (kept with the transfer)
          <input name="reason" minLength={3} maxLength={500} required />
        </label>
      </ActionForm>
    </div>
  );
}
