import { adminLogout } from '@sika/contract';
import { useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet } from 'react-router';
import { call, setToken } from '../lib/api.ts';
import { can, useStaff } from '../lib/staff.ts';

/** The frame of every page: the sections the member's roles allow, and sign-out. */
export function Shell() {
  const staff = useStaff().data;
  const queryClient = useQueryClient();
  const p = staff?.permissions;
  return (
    <div className="shell">
      <nav className="side">
        <strong className="brand">Sika back office</strong>
        {can(p, 'reports.read') && (
          <NavLink to="/" end>
            Dashboard
          </NavLink>
        )}
        {can(p, 'players.read') && <NavLink to="/players">Players</NavLink>}
        {can(p, 'adjustments.request') && <NavLink to="/adjustments">Adjustments</NavLink>}
        {can(p, 'kyc.review') && <NavLink to="/kyc">KYC review</NavLink>}
        {can(p, 'appeals.handle') && <NavLink to="/appeals">Deposit appeals</NavLink>}
        {can(p, 'withdrawals.resolve') && <NavLink to="/withdrawals">Withdrawals</NavLink>}
        {can(p, 'audit.read') && <NavLink to="/audit">Audit log</NavLink>}
        {can(p, 'games.manage') && <NavLink to="/games">Games</NavLink>}
        {can(p, 'mall.manage') && <NavLink to="/mall/goods">Mall goods</NavLink>}
        {can(p, 'mall.manage') && <NavLink to="/mall/coupons">Coupons</NavLink>}
        {can(p, 'mall.ship') && <NavLink to="/shipping">Mall shipping</NavLink>}
        {can(p, 'staff.manage') && <NavLink to="/staff">Staff</NavLink>}
        {can(p, 'reports.read') && (
          <NavLink to="/reports" end>
            Reports
          </NavLink>
        )}
        {can(p, 'reports.read') && <NavLink to="/reports/tax">Tax withheld</NavLink>}
        {can(p, 'content.edit') && <NavLink to="/content">Content</NavLink>}
        {can(p, 'content.edit') && <NavLink to="/messages">Messages</NavLink>}
        <div className="who">
          <span>{staff?.email}</span>
          <span className="roles">{staff?.roles.join(', ')}</span>
          <button
            type="button"
            onClick={async () => {
              await call(adminLogout).catch(() => null);
              setToken(null);
              await queryClient.invalidateQueries();
            }}
          >
            Sign out
          </button>
        </div>
      </nav>
      <main className="main">
        <Outlet />
      </main>
    </div>
  );
}

export function HomePage() {
  const staff = useStaff().data;
  return (
    <section>
      <h1>Welcome, {staff?.name}</h1>
      <p>Choose a queue on the left. Every action you take is written to the audit log with your name.</p>
    </section>
  );
}
