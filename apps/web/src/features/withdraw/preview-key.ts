import { randomHex } from '../../lib/storage.ts';

/**
 * The idempotency key of a withdrawal being confirmed: made once per preview, so a double tap on Next, a
 * remount or a retry of the same preview never submits twice (the server answers the same key with the
 * same order). A new amount or channel is a new withdrawal and gets a new key; closing the preview ends it.
 */
let draft: { signature: string; key: string } | null = null;

export function previewKey(signature: string): string {
  if (draft?.signature !== signature) draft = { signature, key: `w-${randomHex(16)}` };
  return draft.key;
}

export function endPreview(): void {
  draft = null;
}
