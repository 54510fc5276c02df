import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Swiper } from '../ui/swiper.tsx';
import {
  dataSaverFor,
  dataSaverOn,
  initDataSaver,
  noteSaveDataHeader,
  setDataSaverChoice,
} from './data-saver.ts';
import { readStored, storageKeys } from './storage.ts';

/** A phone's Network Information API (navigator.connection), as Chromium has it, that can change. */
function fakeConnection(hints: { saveData?: boolean; effectiveType?: string }) {
  const target = Object.assign(new EventTarget(), hints);
  Object.defineProperty(navigator, 'connection', { value: target, configurable: true });
  return {
    change(next: { saveData?: boolean; effectiveType?: string }) {
      Object.assign(target, next);
      target.dispatchEvent(new Event('change'));
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
  noteSaveDataHeader(false);
  setDataSaverChoice('auto');
});

describe('the data saver', () => {
  it('turns itself on with Save-Data or on 2G, unless the player chose', () => {
    expect(dataSaverFor('auto', { effectiveType: '4g' }, false)).toBe(false);
    expect(dataSaverFor('auto', { effectiveType: '2g' }, false)).toBe(true);
    expect(dataSaverFor('auto', { effectiveType: 'slow-2g' }, false)).toBe(true);
    expect(dataSaverFor('auto', { saveData: true, effectiveType: '4g' }, false)).toBe(true);
    expect(dataSaverFor('auto', undefined, true)).toBe(true);
    expect(dataSaverFor('off', { effectiveType: '2g', saveData: true }, true)).toBe(false);
    expect(dataSaverFor('on', { effectiveType: '4g' }, false)).toBe(true);
  });

  it('follows the network as it changes, and the Save-Data header the server saw', () => {
    const network = fakeConnection({ effectiveType: '4g', saveData: false });
    initDataSaver();
    expect(dataSaverOn()).toBe(false);
    network.change({ effectiveType: '2g' });
    expect(dataSaverOn()).toBe(true);
    expect(document.documentElement.dataset.dataSaver).toBe('on');
    network.change({ effectiveType: '3g' });
    expect(dataSaverOn()).toBe(false);
    noteSaveDataHeader(true);
    expect(dataSaverOn()).toBe(true);
  });

  it('keeps the player’s choice across visits', () => {
    setDataSaverChoice('on');
    expect(readStored(storageKeys.dataSaver)).toBe('on');
    setDataSaverChoice('auto');
    expect(readStored(storageKeys.dataSaver)).toBeNull();
    localStorage.setItem(storageKeys.dataSaver, 'off');
    fakeConnection({ saveData: true });
    initDataSaver();
    expect(dataSaverOn()).toBe(false);
  });

  it('stops carousels loading the slides off screen', () => {
    const slides = ['a', 'b', 'c'];
    const carousel = (
      <Swiper
        items={slides}
        label="adverts"
        autoplayMs={3000}
        transitionMs={300}
        itemKey={(s) => s}
        render={(s) => <span data-testid={`slide-${s}`}>{s}</span>}
      />
    );
    const { unmount } = render(carousel);
    // Normally the slides beside the one on screen are rendered (loaded) too.
    expect(screen.queryAllByTestId('slide-b')).toHaveLength(1);
    unmount();
    act(() => setDataSaverChoice('on'));
    render(carousel);
    expect(screen.queryAllByTestId('slide-b')).toHaveLength(0);
    expect(screen.queryAllByTestId('slide-c')).toHaveLength(0);
    expect(screen.getAllByTestId('slide-a').length).toBeGreaterThan(0);
  });
});
