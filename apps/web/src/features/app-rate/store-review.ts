/**
 * The store-installed app's native side, when present: the Android wrapper exposes `SikaNative`. A 5-star
 * rating asks it for the store's in-app review (spec activities §4); in a browser there is nothing to ask.
 */
interface NativeBridge {
  requestReview?(): void;
}

export function requestStoreReview(): void {
  const bridge = (globalThis as { SikaNative?: NativeBridge }).SikaNative;
  try {
    bridge?.requestReview?.();
  } catch {
    // The native side failed: the rating itself is already recorded.
  }
}
