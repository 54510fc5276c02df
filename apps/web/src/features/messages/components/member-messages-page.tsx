import type { MessageKind } from '@sika/contract';
import { useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router/index.ts';
import { currentTheme, subscribeTheme } from '../../../themes/theme.ts';
import { MessagesScreen } from './messages-screen.tsx';

/**
 * /member/messages. In the sika theme system messages have their own route (/system/messages, spec core §2),
 * so the System tab goes there; the WinSlots theme has no such route, so its System tab stays on this page
 * (`?kind=system`): the unread total counts system messages too, and every unread one must be reachable.
 */
export default function MemberMessagesPage() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, currentTheme);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const kind: MessageKind = theme !== 'sika' && search.get('kind') === 'system' ? 'system' : 'member';
  const onKindChange = (next: MessageKind) => {
    if (theme === 'sika') {
      if (next === 'system') navigate('/system/messages', { replace: true });
      return;
    }
    setSearch(next === 'system' ? { kind: 'system' } : {}, { replace: true });
  };
  return <MessagesScreen kind={kind} onKindChange={onKindChange} />;
}
