import type * as contract from '@sika/contract';

type LobbyDef = typeof contract.getLobby;

/**
 * Home's lobby call, apart from calls.ts so that index.html's boot script (src/boot.ts) can ask for it in a
 * few bytes, at the same address the API client would.
 */
export const lobbyCall: {
  readonly method: LobbyDef['method'];
  readonly path: LobbyDef['path'];
  readonly auth: LobbyDef['auth'];
} = {
  method: 'GET',
  path: '/api/game-service/v2/lobby',
  auth: 'none',
};

/** The lobby's address in a language, as the API client builds it for `api(calls.getLobby, { lang })`. */
export function lobbyUrl(lang: string): string {
  return `${lobbyCall.path}?${new URLSearchParams({ lang })}`;
}
