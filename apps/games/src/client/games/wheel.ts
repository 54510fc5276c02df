import type { RoundView } from '../../api-types.ts';
import { WHEEL_SEGMENTS, WHEEL_TABLES, type WheelOutcome, type WheelRisk } from '../../engines/wheel.ts';
import { h, reducedMotion, svgEl, wait } from '../dom.ts';
import { formatMultiplier } from '../format.ts';
import { t } from '../i18n.ts';
import { type GameShell, startGame } from '../shell.ts';
import { segmented } from '../widgets.ts';
import './wheel.css';

const COLORS: Record<number, string> = {
  0: '#2a3550',
  120: '#4aa8ff',
  150: '#1fd18b',
  190: '#a77bff',
  200: '#1fd18b',
  300: '#f7b928',
  400: '#ff7a45',
  1980: '#f7b928',
};
const colorOf = (hundredths: number) => COLORS[hundredths] ?? '#4aa8ff';

function wheelSvg(risk: WheelRisk): SVGSVGElement {
  const root = svgEl('svg', { viewBox: '-110 -110 220 220', class: 'wheel-svg' });
  const slice = (2 * Math.PI) / WHEEL_SEGMENTS;
  WHEEL_TABLES[risk].forEach((value, i) => {
    // Segment i is centred at the top when the wheel is at rotation −i × 18°.
    const a0 = i * slice - slice / 2 - Math.PI / 2;
    const a1 = a0 + slice;
    const point = (a: number, r: number) => `${(Math.cos(a) * r).toFixed(2)} ${(Math.sin(a) * r).toFixed(2)}`;
    root.append(
      svgEl('path', {
        d: `M ${point(a0, 100)} A 100 100 0 0 1 ${point(a1, 100)} L ${point(a1, 62)} A 62 62 0 0 0 ${point(a0, 62)} Z`,
        fill: colorOf(value),
        stroke: '#0b1220',
        'stroke-width': 1.5,
      }),
    );
  });
  root.append(svgEl('circle', { r: 60, fill: '#101a2e', stroke: '#2a3b5e', 'stroke-width': 2 }));
  return root;
}

function mount(shell: GameShell): void {
  let risk: WheelRisk = 'medium';
  let rotationDeg = 0;
  const rotor = h('div', { class: 'wheel-rotor' });
  const hub = h('div', { class: 'wheel-hub' }, '—');
  const legend = h('div', { class: 'wheel-legend' });
  shell.stage.append(
    h(
      'div',
      { class: 'wheel-board' },
      h('div', { class: 'wheel-frame' }, rotor, h('div', { class: 'wheel-pointer' }), hub),
      legend,
    ),
  );

  const render = () => {
    rotor.replaceChildren(wheelSvg(risk));
    const values = [...new Set(WHEEL_TABLES[risk])].sort((a, b) => a - b);
    legend.replaceChildren(
      ...values.map((value) =>
        h('span', { class: 'wheel-chip', style: `--c:${colorOf(value)}` }, formatMultiplier(value / 100)),
      ),
    );
  };
  shell.options.append(
    segmented(
      [
        { value: 'low', label: t('low') },
        { value: 'medium', label: t('medium') },
        { value: 'high', label: t('high') },
      ],
      risk,
      (value) => {
        risk = value as WheelRisk;
        render();
      },
    ),
  );
  render();

  const spin = async () => {
    shell.setBusy(true);
    const round = await shell.play<'wheel'>({ risk });
    if (round) await animate(round);
    shell.setBusy(false);
  };
  const animate = async (round: RoundView<'wheel'>) => {
    const { segment } = round.outcome as WheelOutcome;
    const landing = -segment * (360 / WHEEL_SEGMENTS);
    const base = Math.ceil(rotationDeg / 360) * 360 + 360 * 5;
    rotationDeg = base + landing;
    rotor.style.transition = reducedMotion() ? 'none' : 'transform 3.2s cubic-bezier(0.12, 0.8, 0.18, 1)';
    rotor.style.transform = `rotate(${rotationDeg}deg)`;
    hub.textContent = '…';
    if (!reducedMotion()) await wait(3250);
    const value = WHEEL_TABLES[risk][segment]!;
    hub.textContent = formatMultiplier(value / 100);
    hub.style.color = value > 0 ? 'var(--green)' : 'var(--red)';
    shell.finish(round);
  };
  shell.setPrimary(t('spin'), spin);
}

void startGame('wheel', 'Wheel', mount);
