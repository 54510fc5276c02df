import {
  type AdminStaffAccount,
  adminCreateStaff,
  adminListStaff,
  adminSetStaffRoles,
  adminSetStaffStatus,
  type StaffRole,
  staffRoles,
} from '@sika/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { call } from '../../lib/api.ts';
import { when } from '../../lib/market.ts';
import { useStaff } from '../../lib/staff.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { DataTable } from '../../ui/data-table.tsx';

const column = createColumnHelper<AdminStaffAccount>();
const columns = [
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('roles', { header: 'Roles', cell: (c) => c.getValue().join(', ') }),
  column.accessor('disabled', {
    header: 'Status',
    cell: (c) => (c.getValue() ? <span className="flag">disabled</span> : <span className="ok">active</span>),
  }),
  column.accessor((m) => (m.totpEnrolled ? 'ready' : m.passwordSet ? 'no TOTP yet' : 'link not opened'), {
    id: 'setup',
    header: 'Set-up',
  }),
  column.accessor('openSessions', { header: 'Sessions' }),
  column.accessor('lastSeenAt', { header: 'Last seen', cell: (c) => when(c.getValue()) }),
];

function RoleBoxes({ checked }: { checked: readonly StaffRole[] }) {
  return (
    <fieldset className="labels">
      <legend>Roles</legend>
      {staffRoles.map((role) => (
        <label key={role} className="filter">
          <input type="checkbox" name={`role-${role}`} defaultChecked={checked.includes(role)} /> {role}
        </label>
      ))}
    </fieldset>
  );
}

function rolesOf(form: FormData): StaffRole[] {
  return staffRoles.filter((role) => form.get(`role-${role}`) === 'on');
}

/** Who works in the back office: create a member (with a one-time set-up link), change roles, disable. */
export function StaffPage() {
  const me = useStaff().data;
  const [selected, setSelected] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const [link, setLink] = useState<{ email: string; url: string; expiresAt: string } | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['adminListStaff'], queryFn: () => call(adminListStaff) });
  const member = list.data?.list.find((m) => m.id === selected) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['adminListStaff'] });
  return (
    <section className="split">
      <div>
        <h1>Staff</h1>
        {news && <p className="news">{news}</p>}
        {link && (
          <div className="warning setup-link" data-testid="setup-link">
            <p>
              Send this one-time link to {link.email} over a safe channel. It works once, until{' '}
              {when(link.expiresAt)}; it is not shown again.
            </p>
            <code className="uri">{link.url}</code>
          </div>
        )}
        <DataTable
          data={list.data?.list ?? []}
          columns={columns}
          empty={list.isLoading ? 'Loading…' : 'No staff member.'}
          rowId={(m) => m.id}
          selectedId={selected}
          onRowClick={(m) => setSelected(m.id)}
        />
        <div className="card categories">
          <h2>New staff member</h2>
          <ActionForm
            label="Create and get the set-up link"
            onSubmit={async (form) => {
              const created = await call(adminCreateStaff, {
                email: String(form.get('email') ?? ''),
                name: String(form.get('name') ?? ''),
                roles: rolesOf(form),
              });
              setLink({
                email: created.member.email,
                url: created.setupLink,
                expiresAt: created.setupExpiresAt,
              });
              setNews(null);
              await refresh();
            }}
          >
            <div className="row">
              <label>
                E-mail
                <input name="email" type="email" maxLength={200} required />
              </label>
              <label>
                Name
                <input name="name" minLength={2} maxLength={100} required />
              </label>
            </div>
            <RoleBoxes checked={[]} />
          </ActionForm>
        </div>
      </div>
      {member && (
        <aside className="card detail" key={`${member.id}:${member.roles}:${member.disabled}`}>
          <h2>{member.name}</h2>
          <dl>
            <dt>E-mail</dt>
            <dd>{member.email}</dd>
            <dt>Created</dt>
            <dd>{when(member.createdAt)}</dd>
            <dt>Open sessions</dt>
            <dd>{member.openSessions}</dd>
          </dl>
          {member.id === me?.id && (
            <p className="muted">This is you: another admin changes your roles or access.</p>
          )}
          <ActionForm
            label="Save roles"
            onSubmit={async (form) => {
              const saved = await call(adminSetStaffRoles, {
                id: member.id,
                roles: rolesOf(form),
                reason: String(form.get('reason') ?? ''),
              });
              setNews(`${saved.email} now has: ${saved.roles.join(', ')}.`);
              await refresh();
            }}
          >
            <RoleBoxes checked={member.roles} />
            <label>
              Reason for the roles
              <input name="reason" minLength={3} maxLength={500} required />
            </label>
          </ActionForm>
          <ActionForm
            label={member.disabled ? 'Enable' : 'Disable and end their sessions'}
            onSubmit={async (form) => {
              const saved = await call(adminSetStaffStatus, {
                id: member.id,
                disabled: !member.disabled,
                reason: String(form.get('reason') ?? ''),
              });
              setNews(
                `${saved.email} is ${saved.disabled ? 'disabled: every session ended' : 'enabled again'}.`,
              );
              await refresh();
            }}
          >
            <label>
              Reason for the access change
              <input name="reason" minLength={3} maxLength={500} required />
            </label>
          </ActionForm>
        </aside>
      )}
    </section>
  );
}
