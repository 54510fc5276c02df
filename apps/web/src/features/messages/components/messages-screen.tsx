import type { MessageItem, MessageKind } from '@sika/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { badgeText, useUnreadCounts } from '../../../lib/messages/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { CheckIcon, MessageIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { IconButton, Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { useMessages } from '../api/list-messages.ts';
import { useMarkAllMessagesRead, useMarkMessageRead } from '../api/mark-read.ts';
import { MessageDialog } from './message-dialog.tsx';
import styles from './messages.module.css';

/**
 * The messages screen (spec core §2, §3 Messages): member and system messages as two tabs, pages of 20 with
 * "load more", unread ones marked, a message opens in a dialog and is marked read, "mark all as read".
 */
export function MessagesScreen({
  kind,
  onKindChange,
}: {
  kind: MessageKind;
  onKindChange(kind: MessageKind): void;
}) {
  const { t } = useT('messages');
  const counts = useUnreadCounts().data;
  const markAll = useMarkAllMessagesRead(kind);
  const unread = counts?.[kind] ?? 0;
  const tabLabel = (which: MessageKind) => {
    const count = badgeText(counts?.[which] ?? 0);
    return count ? `${t(`messages.${which}`)} (${count})` : t(`messages.${which}`);
  };
  return (
    <>
      <PageHeader
        title={t('routes.member-messages')}
        actions={
          unread > 0 && (
            <IconButton
              label={t('messages.markAllRead')}
              onClick={() => {
                if (markAll.isPending) return;
                markAll.mutate(undefined, {
                  onSuccess: () => showToast(t('messages.markedAllRead'), 'success'),
                });
              }}
            >
              <CheckIcon />
            </IconButton>
          )
        }
      />
      <div className={styles.tabs}>
        <Tabs
          label={t('routes.member-messages')}
          items={[
            { value: 'member', label: tabLabel('member') },
            { value: 'system', label: tabLabel('system') },
          ]}
          value={kind}
          onChange={onKindChange}
        />
      </div>
      <Page>
        <MessageList key={kind} kind={kind} />
      </Page>
    </>
  );
}

function MessageList({ kind }: { kind: MessageKind }) {
  const { t } = useT('messages');
  const messages = useMessages(kind);
  const markRead = useMarkMessageRead(kind);
  const [open, setOpen] = useState<MessageItem | null>(null);

  if (messages.isPending) return <ListSkeleton />;
  if (messages.isError && !messages.data) {
    return <LoadError onRetry={() => void messages.refetch()} />;
  }
  const items = messages.data.pages.flatMap((page) => page.list);
  if (items.length === 0) {
    return (
      <Empty icon={<MessageIcon />} title={t('messages.emptyTitle')} text={t(`messages.empty.${kind}`)} />
    );
  }
  const onOpen = (item: MessageItem) => {
    setOpen(item);
    if (!item.read) markRead.mutate(item.id);
  };
  return (
    <>
      <ul className={styles.list} aria-label={t(`messages.${kind}`)}>
        {items.map((item) => (
          <li key={item.id}>
            <MessageRow item={item} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {messages.hasNextPage ? (
          <Button
            variant="secondary"
            block
            loading={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {t('messages.loadMore')}
          </Button>
        ) : (
          <p className={styles.end}>{t('messages.allShown', { count: items.length })}</p>
        )}
      </div>
      <MessageDialog message={open} onClose={() => setOpen(null)} />
    </>
  );
}

function MessageRow({ item, onOpen }: { item: MessageItem; onOpen(item: MessageItem): void }) {
  const { t, language } = useT('messages');
  return (
    <button
      type="button"
      className={`${styles.row} ${item.read ? '' : styles.unread}`}
      onClick={() => onOpen(item)}
      data-testid="message-row"
      data-read={item.read}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.rowText}>
        <span className={styles.rowHead}>
          <span className={styles.rowTitle}>
            {!item.read && <span className="visually-hidden">{t('messages.unread')}: </span>}
            {item.title}
          </span>
          <time className={styles.time} dateTime={item.time}>
            {formatDateTime(item.time, language)}
          </time>
        </span>
        <span className={styles.preview}>{item.content}</span>
      </span>
    </button>
  );
}

function ListSkeleton() {
  const { t } = useT('messages');
  return (
    <div className={styles.list} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton width="60%" />
          <Skeleton height="0.34rem" lines={2} />
        </div>
      ))}
    </div>
  );
}
