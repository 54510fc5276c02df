import type { RoundView } from '../../api-types.ts';
import {
  LIMBO_MAX_TARGET_HUNDREDTHS,
  LIMBO_MIN_TARGET_HUNDREDTHS,
  type LimboOutcome,
} from '../../engines/limbo.ts';
import { h, reducedMotion } from '../dom.ts';
import { formatPercent } from '../format.ts';
import { t } from '../i18n.ts';
import { type GameShell, startGame } from '../shell.ts';
import { labelled, stat } from '../widgets.ts';
import './limbo.css';

function mount(shell: GameShell): void {
  let targetHundredths = 200;
  const result = h('div', { class: 'limbo-result' }, '1.00×');
  const rocket = h('div', { class: 'limbo-rocket', 'aria-hidden': 'true' }, '▲');
  const targetBadge = h('div', { class: 'limbo-target' });
  shell.stage.append(
    h('div', { class: 'limbo-board' }, h('div', { class: 'limbo-glow' }), rocket, result, targetBadge),
  );

  const targetInput = h('input', {
    class: 'text-input',
    inputmode: 'decimal',
    value: '2.00',
    'aria-label': t('target'),
  });
  const chance = stat(t('winChance'));
  const render = () => {
    chance.set(formatPercent(0.99 / (targetHundredths / 100), 4));
    targetBadge.textContent = `${t('target')} ${(targetHundredths / 100).toFixed(2)}×`;
  };
  targetInput.addEventListener('change', () => {
    const parsed = Math.round(Number(targetInput.value.replace(',', '.')) * 100);
    targetHundredths = Number.isFinite(parsed)
      ? Math.min(LIMBO_MAX_TARGET_HUNDREDTHS, Math.max(LIMBO_MIN_TARGET_HUNDREDTHS, parsed))
      : 200;
    targetInput.value = (targetHundredths / 100).toFixed(2);
    render();
  });
  shell.options.append(
    h('div', { class: 'opt-row' }, labelled(`${t('target')} (×)`, targetInput), chance.el),
  );
  render();

  /** Counts up from 1.00× along an ease-out curve, faster for bigger results. */
  const countUp = (to: number) =>
    new Promise<void>((resolve) => {
      if (reducedMotion()) return resolve();
      const durationMs = Math.min(1400, 500 + Math.log10(to) * 350);
      const start = performance.now();
      const frame = (now: number) => {
        const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
        const eased = 1 - (1 - progress) ** 3;
        result.textContent = `${(1 + (to - 1) * eased).toFixed(2)}×`;
        if (progress < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });

  const play = async () => {
    shell.setBusy(true);
    const round = await shell.play<'limbo'>({ targetHundredths });
    if (round) await animate(round);
    shell.setBusy(false);
  };
  const animate = async (round: RoundView<'limbo'>) => {
    const { resultHundredths, win } = round.outcome as LimboOutcome;
    result.className = 'limbo-result flying';
    rocket.className = 'limbo-rocket flying';
    await countUp(resultHundredths / 100);
    result.textContent = `${(resultHundredths / 100).toFixed(2)}×`;
    result.className = `limbo-result ${win ? 'win' : 'lose'}`;
    rocket.className = `limbo-rocket ${win ? 'win' : 'lose'}`;
    shell.finish(round);
  };
  shell.setPrimary(t('play'), play);
}

void startGame('limbo', 'Limbo', mount);
