import type { RoundView } from '../../api-types.ts';
import type { SlotOutcome, SlotSpin } from '../../engines/slot.ts';
import {
  FREE_SPINS_AWARDED,
  LINE_PAYS,
  PAYLINES,
  REEL_STRIPS,
  ROWS,
  SCATTER_PAYS,
} from '../../engines/slot-paytable.ts';
import { h, reducedMotion, wait } from '../dom.ts';
import { formatMoney } from '../format.ts';
import { t } from '../i18n.ts';
import { type GameShell, startGame } from '../shell.ts';
import { SYMBOL_NAMES, SYMBOL_SVG } from './slot-symbols.ts';
import './slot.css';

const FILLER_SYMBOLS = 14;

function cell(symbol: string): HTMLElement {
  const element = h('div', {
    class: 'slot-cell',
    'data-symbol': symbol,
    title: SYMBOL_NAMES[symbol] ?? symbol,
  });
  element.innerHTML = SYMBOL_SVG[symbol] ?? '';
  return element;
}

/** The paytable at the current bet: what each symbol pays for 3, 4 and 5 on a line, and the features. */
function openPaytable(stakeMinor: number, currency: string): void {
  const lineBetMinor = stakeMinor / 20;
  const pay = (lineBets: number) => formatMoney(Math.floor(lineBets * lineBetMinor), currency);
  const rows = Object.entries(LINE_PAYS).map(([symbol, pays]) =>
    h(
      'li',
      { class: 'pay-row' },
      cell(symbol),
      ...pays.map((p, i) => h('span', {}, h('small', {}, `${i + 3}×`), pay(p))),
    ),
  );
  const scatter = Object.entries(SCATTER_PAYS).map(
    ([count, times]) =>
      `${count}× → ${formatMoney(stakeMinor * times, currency)} + ${FREE_SPINS_AWARDED[Number(count)]} ${t('freeSpins').toLowerCase()}`,
  );
  const overlay = h('div', {
    class: 'overlay',
    onclick: (event: Event) => event.target === overlay && overlay.remove(),
  });
  overlay.append(
    h(
      'section',
      { class: 'sheet', role: 'dialog', 'aria-label': t('paytable') },
      h(
        'div',
        { class: 'sheet-head' },
        h('h2', {}, t('paytable')),
        h(
          'button',
          { class: 'icon-button', type: 'button', 'aria-label': t('close'), onclick: () => overlay.remove() },
          '✕',
        ),
      ),
      h('ul', { class: 'paytable' }, ...rows),
      h('div', { class: 'pay-feature' }, cell('W'), h('p', {}, t('wildRule'))),
      h('div', { class: 'pay-feature' }, cell('S'), h('p', {}, `${t('scatterRule')} ${scatter.join(' · ')}`)),
    ),
  );
  document.body.append(overlay);
}

function mount(shell: GameShell): void {
  const reels = REEL_STRIPS.map((strip, reel) => {
    const column = h('div', { class: 'slot-strip' }, ...[...strip.slice(reel, reel + ROWS)].map(cell));
    return { strip, column, window: h('div', { class: 'slot-reel' }, column) };
  });
  const banner = h('div', { class: 'slot-banner', hidden: true });
  const machine = h(
    'div',
    { class: 'slot-machine' },
    h('div', { class: 'slot-reels' }, ...reels.map((r) => r.window)),
    banner,
  );
  shell.stage.append(
    h(
      'div',
      { class: 'slot-frame' },
      h('div', { class: 'slot-logo' }, 'KENTE ', h('b', {}, 'GOLD')),
      machine,
    ),
  );
  const showPaytable = () => openPaytable(shell.stakeMinor(), shell.session.currency);
  shell.options.append(
    h(
      'button',
      { class: 'slot-lines', type: 'button', onclick: showPaytable },
      `20 lines · wild on reels 2–4 · 3+ scatters = 10/15/25 free spins ×3 · ${t('paytable')} ⓘ`,
    ),
  );

  /** Scrolls each reel through filler symbols and stops it, left to right, on the server's window. */
  const spinTo = async (spin: SlotSpin, fast: boolean) => {
    for (const [i, reel] of reels.entries()) {
      const final = [...spin.reels[i]!];
      if (reducedMotion()) {
        reel.column.replaceChildren(...final.map(cell));
        continue;
      }
      const fillers = Array.from(
        { length: FILLER_SYMBOLS + i * 3 },
        (_, k) => reel.strip[(spin.stops[i]! + 7 * k + 5) % reel.strip.length]!,
      );
      const current = [...reel.column.children]
        .slice(0, ROWS)
        .map((node) => (node as HTMLElement).dataset.symbol!);
      reel.column.replaceChildren(...[...final, ...fillers, ...current].map(cell));
      const travel = ((fillers.length + ROWS) * 100) / ROWS;
      reel.column.style.transition = 'none';
      reel.column.style.transform = `translateY(-${travel}%)`;
      void reel.column.offsetHeight;
      reel.column.style.transition = `transform ${(fast ? 380 : 620) + i * (fast ? 90 : 170)}ms cubic-bezier(0.25, 0.1, 0.25, 1.12)`;
      reel.column.style.transform = 'translateY(0)';
    }
    if (!reducedMotion()) await wait((fast ? 380 : 620) + 4 * (fast ? 90 : 170) + 60);
    for (const [i, reel] of reels.entries()) {
      reel.column.style.transition = 'none';
      reel.column.replaceChildren(...[...spin.reels[i]!].map(cell));
    }
  };

  const highlight = (spin: SlotSpin) => {
    for (const win of spin.lineWins) {
      for (let reel = 0; reel < win.count; reel++) {
        reels[reel]!.column.children[PAYLINES[win.line]![reel]!]?.classList.add('won');
      }
    }
    if (spin.scatters >= 3)
      for (const node of machine.querySelectorAll('[data-symbol="S"]')) node.classList.add('won');
  };

  const showBanner = async (text: string, ms: number) => {
    banner.textContent = text;
    banner.hidden = false;
    if (!reducedMotion()) await wait(ms);
    banner.hidden = true;
  };

  const play = async () => {
    shell.setBusy(true);
    const round = await shell.play<'kente-gold'>({});
    if (round) await animate(round);
    shell.setBusy(false);
  };
  const animate = async (round: RoundView<'kente-gold'>) => {
    const outcome = round.outcome as SlotOutcome;
    const lineBetMinor = round.stake / 20;
    await spinTo(outcome.base, false);
    highlight(outcome.base);
    if (outcome.freeSpins.length > 0) {
      machine.classList.add('free');
      await showBanner(`${outcome.freeSpins.length} ${t('freeSpinsWon')}`, 1600);
      let total = outcome.base.winLineBets;
      for (const [i, spin] of outcome.freeSpins.entries()) {
        shell.message(
          `${t('freeSpins')} ${i + 1}/${outcome.freeSpins.length} · ${t('totalWin')} ${formatMoney(Math.floor(total * lineBetMinor), shell.session.currency)}`,
        );
        await spinTo(spin, true);
        highlight(spin);
        total += spin.winLineBets;
        if (!reducedMotion()) await wait(spin.winLineBets > 0 ? 500 : 150);
      }
      machine.classList.remove('free');
    }
    shell.finish(round);
  };
  shell.setPrimary(t('spin'), play);
}

void startGame('kente-gold', 'Kente Gold', mount);
