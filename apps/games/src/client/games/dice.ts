import type { RoundView } from '../../api-types.ts';
import {
  DICE_MAX_WINNING_ROLLS,
  DICE_MIN_WINNING_ROLLS,
  type DiceDirection,
  type DiceOutcome,
  diceWinningRolls,
} from '../../engines/dice.ts';
import { h, reducedMotion, wait } from '../dom.ts';
import { formatMultiplier, formatPercent } from '../format.ts';
import { t } from '../i18n.ts';
import { type GameShell, startGame } from '../shell.ts';
import { segmented, stat } from '../widgets.ts';
import './dice.css';

function mount(shell: GameShell): void {
  let direction: DiceDirection = 'over';
  let targetHundredths = 5000;
  const rollText = h('div', { class: 'dice-roll' }, '50.00');
  const marker = h('div', { class: 'dice-marker' }, h('span', {}, '50.00'));
  const winZone = h('div', { class: 'dice-win' });
  const track = h('div', { class: 'dice-track' }, winZone, h('div', { class: 'dice-target' }), marker);
  const scale = h(
    'div',
    { class: 'dice-scale' },
    ...[0, 25, 50, 75, 100].map((v) => h('span', {}, String(v))),
  );
  shell.stage.append(h('div', { class: 'dice-board' }, rollText, track, scale));

  const multiplierStat = stat(t('multiplier'));
  const chanceStat = stat(t('winChance'));
  const targetStat = stat(t('target'));
  const slider = h('input', {
    type: 'range',
    min: 1,
    max: 9999,
    step: 1,
    value: targetHundredths,
    'aria-label': t('target'),
  });
  const params = () => ({ targetHundredths, direction });
  const valid = (target: number) => {
    const w = diceWinningRolls({ targetHundredths: target, direction });
    return w >= DICE_MIN_WINNING_ROLLS && w <= DICE_MAX_WINNING_ROLLS;
  };
  const render = () => {
    const w = diceWinningRolls(params());
    multiplierStat.set(formatMultiplier(9900.99 / w, 4));
    chanceStat.set(formatPercent(w / 10_001));
    targetStat.set((targetHundredths / 100).toFixed(2));
    track.style.setProperty('--target', `${targetHundredths / 100}%`);
    track.classList.toggle('under', direction === 'under');
  };
  slider.addEventListener('input', () => {
    let next = Number(slider.value);
    while (!valid(next)) next += direction === 'over' ? 1 : -1;
    targetHundredths = next;
    slider.value = String(next);
    render();
  });
  const toggle = segmented(
    [
      { value: 'under', label: t('rollUnder') },
      { value: 'over', label: t('rollOver') },
    ],
    direction,
    (value) => {
      direction = value as DiceDirection;
      targetHundredths = 10_000 - targetHundredths;
      if (!valid(targetHundredths)) targetHundredths = 5000;
      slider.value = String(targetHundredths);
      render();
    },
  );
  shell.options.append(
    h('div', { class: 'opt-row' }, multiplierStat.el, targetStat.el, chanceStat.el),
    slider,
    toggle,
  );
  render();

  const roll = async () => {
    shell.setBusy(true);
    const round = await shell.play<'dice'>(params());
    if (round) await animate(round);
    shell.setBusy(false);
  };
  const animate = async (round: RoundView<'dice'>) => {
    const { rollHundredths, win } = round.outcome as DiceOutcome;
    const value = (rollHundredths / 100).toFixed(2);
    marker.classList.remove('win', 'lose');
    marker.style.left = `${rollHundredths / 100}%`;
    marker.firstElementChild!.textContent = value;
    rollText.textContent = value;
    if (!reducedMotion()) await wait(450);
    marker.classList.add(win ? 'win' : 'lose');
    rollText.className = `dice-roll ${win ? 'win' : 'lose'}`;
    shell.finish(round);
  };
  shell.setPrimary(t('roll'), roll);
}

void startGame('dice', 'Dice', mount);
