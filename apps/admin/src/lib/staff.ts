import { adminMe, type StaffPermission } from '@sika/contract';
import { useQuery } from '@tanstack/react-query';
import { call, getToken } from './api.ts';

/** The signed-in member (null when there is no complete session). The UI hides what a role cannot do. */
export function useStaff() {
  return useQuery({
    queryKey: ['adminMe'],
    queryFn: () => (getToken() ? call(adminMe).catch(() => null) : null),
    staleTime: 60_000,
  });
}

export function can(permissions: readonly string[] | undefined, permission: StaffPermission): boolean {
  return permissions?.includes(permission) ?? false;
}
