export {
  deleteDraft,
  findDraftIdByTarget,
  insertDraft,
  listDrafts,
  lockDraft,
  readDraft,
  toDraft,
  updateDraft,
} from './editing/draft-repository.ts';
export { naturalKey, readLiveItems, writeLiveItem } from './editing/live-items.ts';
export { fromAcceptLanguage, pageLanguage, requestLanguage } from './language.ts';
export { type LocalizedText, localized, textJson } from './localized-text.ts';
export { contentRoutes } from './routes.ts';
export { seedContent } from './seed-content.ts';
export { seedOnce } from './seed-repository.ts';
