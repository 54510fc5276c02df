/**
 * The game's side of the postMessage bridge (packages/contract/src/game-bridge.ts). Posts only to the
 * lobby origin the operator put in the launch URL, never to '*', and only when framed.
 */
import type { GameBridgeMessage } from '@sika/contract';

let lobbyOrigin: string | null = null;

/** Accepts only an http(s) origin; anything else disables the bridge. */
export function setLobby(value: string | null): void {
  try {
    const url = value ? new URL(value) : null;
    lobbyOrigin = url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : null;
  } catch {
    lobbyOrigin = null;
  }
}

export function postToLobby(message: GameBridgeMessage): void {
  if (!lobbyOrigin || window.parent === window) return;
  window.parent.postMessage(message, lobbyOrigin);
}
