import { ADVERT_POSITION, type ContentEdit, type ContentItem, type ContentKind } from '@sika/contract';

/**
 * What the editor shows for each kind: one descriptor per payload field, so seven kinds share one form.
 * `text` fields are written in en/fr/pt; English is required where the server says so.
 */
export type Field =
  | { name: string; label: string; type: 'text'; long?: boolean }
  | { name: string; label: string; type: 'string' | 'instant' | 'optional-instant' }
  | { name: string; label: string; type: 'number' }
  | { name: string; label: string; type: 'boolean' }
  | { name: string; label: string; type: 'select'; options: { value: string | number; label: string }[] };

const positionLabels: Record<string, string> = {
  [ADVERT_POSITION.HOME_SWIPE]: 'Home: swiping banner',
  [ADVERT_POSITION.HOME_FLOATING]: 'Home: floating button',
  [ADVERT_POSITION.POPUP]: 'Home: advert popup',
  [ADVERT_POSITION.DEPOSIT_POPUP]: 'Deposit popup',
  [ADVERT_POSITION.HOME_BANNERS]: 'Home: banners',
  [ADVERT_POSITION.FOOTER_BANNER]: 'Home: footer banner',
  [ADVERT_POSITION.PROMOTION_LIST]: 'Promotions list',
  [ADVERT_POSITION.ME_BANNER]: 'Me: banner',
};

export function positionLabel(position: string): string {
  return positionLabels[position] ? `${positionLabels[position]} (${position})` : position;
}

export const KIND_LABELS: Record<ContentKind, string> = {
  advert: 'Adverts',
  menu_item: 'Menus',
  notice: 'Notices',
  page: 'Pages',
  faq: 'FAQ',
  rule: 'Rules',
  option: 'Options',
};

const enabled: Field = { name: 'enabled', label: 'Shown to players', type: 'boolean' };
const sort: Field = { name: 'sort', label: 'Order (lower first)', type: 'number' };

export const FIELDS: Record<ContentKind, Field[]> = {
  advert: [
    {
      name: 'position',
      label: 'Position',
      type: 'select',
      options: Object.keys(positionLabels).map((value) => ({ value, label: positionLabel(value) })),
    },
    {
      name: 'typeId',
      label: 'A tap…',
      type: 'select',
      options: [
        { value: 0, label: 'does nothing (image only)' },
        { value: 1, label: 'opens an in-app page' },
        { value: 2, label: 'opens an external page' },
        { value: 3, label: 'opens the first-deposit offer' },
      ],
    },
    { name: 'image', label: 'Image (a /content/… path on this site)', type: 'text' },
    { name: 'content', label: 'Title / text', type: 'text' },
    { name: 'url', label: 'Link', type: 'string' },
    sort,
    { name: 'startAt', label: 'Starts (ISO, UTC)', type: 'instant' },
    { name: 'endAt', label: 'Ends (ISO, UTC; blank: never)', type: 'optional-instant' },
    enabled,
  ],
  menu_item: [
    {
      name: 'menuId',
      label: 'Menu id (100100 home, 200101 drawer, 130100 me, 700100 promotions)',
      type: 'number',
    },
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'img', label: 'Icon (a /content/… path on this site; blank: none)', type: 'string' },
    { name: 'url', label: 'Link', type: 'string' },
    { name: 'content', label: 'Text', type: 'text' },
    sort,
    { name: 'actived', label: 'Highlighted', type: 'boolean' },
    enabled,
  ],
  notice: [
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'content', label: 'Text', type: 'text', long: true },
    { name: 'img', label: 'Image (a /content/… path on this site; blank: none)', type: 'string' },
    { name: 'url', label: 'Link', type: 'string' },
    sort,
    { name: 'publishedAt', label: 'Shown from (ISO, UTC)', type: 'instant' },
    { name: 'endAt', label: 'Ends (ISO, UTC; blank: never)', type: 'optional-instant' },
    enabled,
  ],
  page: [
    {
      name: 'type',
      label: 'Page',
      type: 'select',
      options: [
        { value: 3002, label: 'About us (3002)' },
        { value: 3003, label: 'How to play (3003)' },
        { value: 3004, label: 'Terms (3004)' },
        { value: 3005, label: 'Privacy (3005)' },
        { value: 3006, label: 'Responsible gaming (3006)' },
        { value: 3007, label: 'Install the app (3007)' },
      ],
    },
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'body', label: 'Body (HTML)', type: 'text', long: true },
  ],
  faq: [
    { name: 'question', label: 'Question', type: 'text' },
    { name: 'answer', label: 'Answer', type: 'text', long: true },
    sort,
    enabled,
  ],
  rule: [
    { name: 'ruleType', label: 'Rule type (a-z, 0-9, - and _)', type: 'string' },
    { name: 'title', label: 'Title', type: 'text' },
    { name: 'content', label: 'Text', type: 'text', long: true },
  ],
  option: [
    { name: 'type', label: 'Option type', type: 'number' },
    { name: 'name', label: 'What it is (staff only)', type: 'string' },
    { name: 'content', label: 'Value', type: 'text', long: true },
  ],
};

/** A new item's starting values: the English texts are left for the editor to write. */
export function blankEdit(kind: ContentKind, now: Date): ContentEdit {
  const at = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  const text = { en: '' };
  switch (kind) {
    case 'advert':
      return {
        kind,
        payload: {
          position: ADVERT_POSITION.HOME_SWIPE,
          typeId: 0,
          image: { ...text },
          url: '',
          content: { ...text },
          sort: 0,
          startAt: at,
          endAt: null,
          enabled: true,
        },
      };
    case 'menu_item':
      return {
        kind,
        payload: {
          menuId: 100100,
          title: { ...text },
          url: '',
          img: '',
          content: { ...text },
          actived: false,
          sort: 0,
          enabled: true,
        },
      };
    case 'notice':
      return {
        kind,
        payload: {
          title: { ...text },
          content: { ...text },
          img: '',
          url: '',
          sort: 0,
          publishedAt: at,
          endAt: null,
          enabled: true,
        },
      };
    case 'page':
      return { kind, payload: { type: 3002, title: { ...text }, body: { ...text } } };
    case 'faq':
      return { kind, payload: { question: { ...text }, answer: { ...text }, sort: 0, enabled: true } };
    case 'rule':
      return { kind, payload: { ruleType: '', title: { ...text }, content: { ...text } } };
    case 'option':
      return { kind, payload: { type: 0, name: '', content: { ...text } } };
  }
}

type Texts = { en: string; fr?: string | undefined; pt?: string | undefined };

/** One line that names an item in the list. */
export function summary(item: ContentEdit | ContentItem): string {
  const p = item.payload as Record<string, unknown>;
  const first = (name: string) => (p[name] as Texts | undefined)?.en ?? '';
  switch (item.kind) {
    case 'advert':
      return `${positionLabel(item.payload.position)} · ${first('content') || first('image')}`;
    case 'menu_item':
      return `${item.payload.menuId} · ${first('title')}`;
    case 'faq':
      return first('question');
    case 'option':
      return `${item.payload.type} · ${item.payload.name}`;
    case 'rule':
      return `${item.payload.ruleType} · ${first('title')}`;
    default:
      return first('title');
  }
}
