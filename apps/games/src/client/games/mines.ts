import type { ActiveMinesOutcome, RoundView } from '../../api-types.ts';
import type { MinesOutcome } from '../../engines/mines.ts';
import { h } from '../dom.ts';
import { formatMoney, formatMultiplier } from '../format.ts';
import { t } from '../i18n.ts';
import { type GameShell, startGame } from '../shell.ts';
import { labelled, stat } from '../widgets.ts';
import './mines.css';

const GEM =
  '<svg viewBox="0 0 24 24"><path d="M6 3h12l4 6-10 12L2 9z" fill="#1fd18b"/><path d="M2 9h20M8.5 3 12 9l3.5-6M12 9v12" stroke="#0b6b45" stroke-width="1.2" fill="none"/></svg>';
const BOMB =
  '<svg viewBox="0 0 24 24"><circle cx="11" cy="14" r="7" fill="#ff5a67"/><path d="M15 8l3-3" stroke="#ffd766" stroke-width="2"/><circle cx="19" cy="4" r="1.6" fill="#ffd766"/><circle cx="8.5" cy="11.5" r="1.8" fill="#fff" opacity=".6"/></svg>';

function mount(shell: GameShell): void {
  let mines = 3;
  let round: RoundView<'mines'> | null = null;
  const tiles = Array.from({ length: 25 }, (_, tile) =>
    h('button', {
      class: 'tile',
      type: 'button',
      disabled: true,
      'aria-label': `${tile + 1}`,
      onclick: () => void reveal(tile),
    }),
  );
  shell.stage.append(h('div', { class: 'mines-grid' }, ...tiles));

  const select = h('select', { class: 'text-input', 'aria-label': t('mines') });
  for (let n = 1; n <= 24; n++) select.append(h('option', { value: n, selected: n === mines }, String(n)));
  select.addEventListener('change', () => {
    mines = Number(select.value);
  });
  const next = stat(t('nextTile'));
  const cash = stat(t('cashOut'));
  shell.options.append(h('div', { class: 'opt-row' }, labelled(t('mines'), select), next.el, cash.el));

  const resetBoard = () => {
    for (const tile of tiles) {
      tile.className = 'tile';
      tile.innerHTML = '';
    }
  };
  const showActive = (view: RoundView<'mines'>) => {
    const outcome = view.outcome as ActiveMinesOutcome;
    for (const tile of outcome.revealed) {
      tiles[tile]!.className = 'tile gem';
      tiles[tile]!.innerHTML = GEM;
    }
    tiles.forEach((tile, i) => {
      tile.disabled = outcome.revealed.includes(i) || outcome.nextMultiplier === null;
    });
    next.set(outcome.nextMultiplier ? formatMultiplier(outcome.nextMultiplier) : '—');
    const picked = outcome.revealed.length > 0;
    cash.set(
      picked ? formatMoney(Math.floor(view.stake * outcome.cashOutMultiplier), shell.session.currency) : '—',
    );
    shell.setPrimary(t('cashOut'), () => void cashOut(), 'cash');
    shell.setBusy(true); // the bet and its settings are fixed until the round ends
    shell.enablePrimary(picked);
    shell.message(t('pickTiles'));
  };
  const showFinished = (view: RoundView<'mines'>) => {
    const outcome = view.outcome as MinesOutcome;
    const picks = (view.params as { picks: number[] }).picks;
    tiles.forEach((tile, i) => {
      tile.disabled = true;
      const isMine = outcome.minePositions.includes(i);
      if (isMine) {
        tile.innerHTML = BOMB;
        tile.className = `tile ${i === outcome.hitMine ? 'bomb hit' : 'bomb dim'}`;
      } else if (picks.includes(i)) {
        tile.innerHTML = GEM;
        tile.className = 'tile gem';
      } else {
        tile.innerHTML = GEM;
        tile.className = 'tile gem dim';
      }
    });
    round = null;
    next.set('—');
    cash.set('—');
    shell.finish(view);
    if (outcome.hitMine !== null) shell.message(t('boom'), 'lose');
    shell.setPrimary(t('play'), () => void start());
    shell.setBusy(false);
  };
  const show = (view: RoundView<'mines'>) => {
    round = view;
    if (view.status === 'active') showActive(view);
    else showFinished(view);
  };

  async function start() {
    shell.setBusy(true);
    resetBoard();
    const view = await shell.play<'mines'>({ mines });
    if (view) show(view);
    else shell.setBusy(false);
  }
  async function reveal(tile: number) {
    if (round?.status !== 'active') return;
    for (const button of tiles) button.disabled = true;
    tiles[tile]!.classList.add('pending');
    const view = await shell.act(round.roundId, { action: 'reveal', tile });
    tiles[tile]!.classList.remove('pending');
    if (view) show(view);
  }
  async function cashOut() {
    if (!round) return;
    shell.setBusy(true);
    const view = await shell.act(round.roundId, { action: 'cashout' });
    if (view) show(view);
  }

  shell.setPrimary(t('play'), () => void start());
  next.set('—');
  cash.set('—');
  const resumed = shell.session.activeRound;
  if (resumed) show(resumed as RoundView<'mines'>);
}

void startGame('mines', 'Mines', mount);
