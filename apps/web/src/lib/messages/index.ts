export { badgeText } from './badge.ts';
export {
  getUnreadCounts,
  invalidateUnreadCounts,
  setUnreadCounts,
  type UnreadCounts,
  unreadCountsKey,
  unreadCountsQueryOptions,
  useUnreadCounts,
} from './unread-counts.ts';
