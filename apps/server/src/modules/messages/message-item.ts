import type { MessageItem } from '@sika/contract';

/** The wire form of a message row of either kind. */
export function toMessageItem(row: {
  id: number;
  title: string;
  content: string;
  url: string | null;
  time: Date;
  read?: boolean;
  read_at?: Date | null;
}): MessageItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    url: row.url,
    time: row.time.toISOString(),
    read: row.read ?? (row.read_at !== null && row.read_at !== undefined),
  };
}
