export { listMessagesToPlayer } from './list-player-messages.ts';
export { type NoticePopupInput, publishNoticePopup } from './publish-notice-popup.ts';
export { publishSystemMessage, type SystemMessageInput } from './publish-system-message.ts';
export { messageRoutes } from './routes.ts';
export { seedMessages } from './seed-messages.ts';
export { type MemberMessageInput, sendMemberMessage } from './send-member-message.ts';
export { sendWelcomeMessage } from './send-welcome-message.ts';
