export { getProfile, profileKey, profileQueryOptions, useProfile } from './profile.ts';
export { endSession, logout, resumeSession, startSession, useResuming, useToken } from './session.ts';
export { getToken } from './token.ts';
