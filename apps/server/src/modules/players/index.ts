export { getProfile, toProfile } from './get-profile.ts';
export { newPlayersPerDay } from './new-players-per-day.ts';
export {
  changeMobileOnce,
  clearEndedSelfExclusion,
  findMobiles,
  findPlayerById,
  findPlayerByMobile,
  findPlayerIdByInviteCode,
  insertPlayer,
  lockPlayerRow,
  type PlayerRow,
  searchPlayers,
  setPlayerStatus,
  setVipStanding,
  updatePasswordHash,
} from './player-repository.ts';
export { playerRoutes } from './routes.ts';
