export { getProfile, toProfile } from './get-profile.ts';
export {
  changeMobileOnce,
  clearEndedSelfExclusion,
  findPlayerById,
  findPlayerByMobile,
  findPlayerIdByInviteCode,
  insertPlayer,
  type PlayerRow,
  updatePasswordHash,
} from './player-repository.ts';
export { playerRoutes } from './routes.ts';
