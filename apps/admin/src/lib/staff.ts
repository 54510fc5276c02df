import { adminMe, type StaffPermission } from '@sika/contract';
import { useQuery } from '@tanstack/react-query';
import { call, getToken } from './api.ts';
import { setOperatorMarket } from './market.ts';

/** The signed-in member (null when there is no complete session). The UI hides what a role cannot do. */
export function useStaff() {
  return useQuery({
    queryKey: ['adminMe'],
    queryFn: async () => {
      const me = getToken() ? await call(adminMe).catch(() => null) : null;
      // Before any page draws: dates and money follow the market this deployment serves.
      if (me) setOperatorMarket(me.market);
      return me;
    },
    staleTime: 60_000,
  });
}

export function can(permissions: readonly string[] | undefined, permission: StaffPermission): boolean {
  return permissions?.includes(permission) ?? false;
}
