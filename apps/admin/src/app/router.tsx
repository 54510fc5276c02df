import { Navigate, Route, Routes } from 'react-router';
import { AppealsPage } from '../features/appeals/appeals-page.tsx';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { ContentPage } from '../features/content/content-page.tsx';
import { MessagesPage } from '../features/content/messages-page.tsx';
import { GamesPage } from '../features/games/games-page.tsx';
import { KycPage } from '../features/kyc/kyc-page.tsx';
import { CouponsPage } from '../features/mall/coupons-page.tsx';
import { GoodsPage } from '../features/mall/goods-page.tsx';
import { ShippingPage } from '../features/mall/shipping-page.tsx';
import { AdjustmentsPage } from '../features/players/adjustments-page.tsx';
import { PlayerPage } from '../features/players/player-page.tsx';
import { PlayersPage } from '../features/players/players-page.tsx';
import { ActivityReportPage } from '../features/reports/activity-report-page.tsx';
import { DashboardPage } from '../features/reports/dashboard-page.tsx';
import { TaxReportPage } from '../features/reports/tax-report-page.tsx';
import { LoginPage } from '../features/session/login-page.tsx';
import { SetupPage } from '../features/session/setup-page.tsx';
import { StaffPage } from '../features/staff/staff-page.tsx';
import { WithdrawalsPage } from '../features/withdrawals/withdrawals-page.tsx';
import { can, useStaff } from '../lib/staff.ts';
import { HomePage, Shell } from './shell.tsx';

export function AppRoutes() {
  const staff = useStaff();
  if (staff.isLoading) return <p className="empty">Loading…</p>;
  const signedIn = Boolean(staff.data);
  return (
    <Routes>
      <Route path="/setup" element={<SetupPage />} />
      <Route path="/login" element={signedIn ? <Navigate to="/" replace /> : <LoginPage />} />
      <Route element={signedIn ? <Shell /> : <Navigate to="/login" replace />}>
        <Route
          index
          element={can(staff.data?.permissions, 'reports.read') ? <DashboardPage /> : <HomePage />}
        />
        <Route path="players" element={<PlayersPage />} />
        <Route path="players/:id" element={<PlayerPage />} />
        <Route path="adjustments" element={<AdjustmentsPage />} />
        <Route path="kyc" element={<KycPage />} />
        <Route path="appeals" element={<AppealsPage />} />
        <Route path="withdrawals" element={<WithdrawalsPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="games" element={<GamesPage />} />
        <Route path="shipping" element={<ShippingPage />} />
        <Route path="mall/goods" element={<GoodsPage />} />
        <Route path="mall/coupons" element={<CouponsPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="reports" element={<ActivityReportPage />} />
        <Route path="reports/tax" element={<TaxReportPage />} />
        <Route path="content" element={<ContentPage />} />
        <Route path="messages" element={<MessagesPage />} />
      </Route>
    </Routes>
  );
}
