/**
 * Resolves once a picture has loaded or failed. Load events rather than `decode()`, which the older Android
 * WebViews the app serves do not have (it would throw, and what waits on it would never start).
 */
export function pictureArrived(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((done) => {
    image.addEventListener('load', () => done(), { once: true });
    image.addEventListener('error', () => done(), { once: true });
  });
}
