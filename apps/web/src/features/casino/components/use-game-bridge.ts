import type { GameBridgeMessage } from '@sika/contract';
import { type RefObject, useEffect, useRef } from 'react';
import { readBridgeMessage } from '../bridge.ts';

/**
 * Listens to the game frame's messages (spec core §4 Game frame): only those sent by our iframe's window,
 * from the launch's games origin and of a known shape reach `onMessage`; anything else on the window's
 * message bus (another frame, an extension, a stale game) is ignored.
 */
export function useGameBridge(
  gamesOrigin: string | undefined,
  frame: RefObject<HTMLIFrameElement | null>,
  onMessage: (message: GameBridgeMessage) => void,
): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!gamesOrigin) return;
    const listen = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = readBridgeMessage(event, gamesOrigin);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [gamesOrigin, frame]);
}
