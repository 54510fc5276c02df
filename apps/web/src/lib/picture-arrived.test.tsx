import { describe, expect, it } from 'vitest';
import { pictureArrived } from './picture-arrived.ts';

const settledState = (promise: Promise<void>) =>
  Promise.race([promise.then(() => 'arrived'), new Promise((resolve) => setTimeout(resolve, 0, 'waiting'))]);

describe('pictureArrived', () => {
  it('waits for the load or the failure of a picture, without decode()', async () => {
    for (const event of ['load', 'error']) {
      const image = document.createElement('img');
      Object.defineProperty(image, 'complete', { value: false });
      Object.defineProperty(image, 'decode', { value: undefined });
      const arrived = pictureArrived(image);
      expect(await settledState(arrived)).toBe('waiting');
      image.dispatchEvent(new Event(event));
      expect(await settledState(arrived)).toBe('arrived');
    }
  });

  it('is at once for a picture already in', async () => {
    const image = document.createElement('img');
    Object.defineProperty(image, 'complete', { value: true });
    expect(await settledState(pictureArrived(image))).toBe('arrived');
  });
});
