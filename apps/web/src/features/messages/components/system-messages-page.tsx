import { useNavigate } from '../../../lib/router/index.ts';
import { MessagesScreen } from './messages-screen.tsx';

/** /system/messages, the sika theme's route for broadcasts (spec core §2); the Personal tab goes back. */
export default function SystemMessagesPage() {
  const navigate = useNavigate();
  return (
    <MessagesScreen
      kind="system"
      onKindChange={(next) => {
        if (next === 'member') navigate('/member/messages', { replace: true });
      }}
    />
  );
}
