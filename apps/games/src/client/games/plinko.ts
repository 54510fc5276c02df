import type { RoundView } from '../../api-types.ts';
import { type PlinkoOutcome, type PlinkoRisk, type PlinkoRows, plinkoTable } from '../../engines/plinko.ts';
import { h, reducedMotion, svgEl } from '../dom.ts';
import { t } from '../i18n.ts';
import { type GameShell, startGame } from '../shell.ts';
import { labelled, segmented } from '../widgets.ts';
import './plinko.css';

const WIDTH = 320;
const TOP = 18;

/** Bucket colour from the centre (calm) to the edges (hot). */
function bucketColor(k: number, rows: number): string {
  const heat = Math.abs(k - rows / 2) / (rows / 2);
  const hue = 48 - heat * 48;
  return `hsl(${hue} 95% ${58 - heat * 8}%)`;
}

const shortMultiplier = (hundredths: number) =>
  hundredths >= 100_000 ? `${hundredths / 100_000}k` : String(+(hundredths / 100).toFixed(2));

function mount(shell: GameShell): void {
  let rows: PlinkoRows = 12;
  let risk: PlinkoRisk = 'medium';
  const board = svgEl('svg', { class: 'plinko-svg' });
  const ball = svgEl('circle', { r: 5, fill: '#ffd766', class: 'plinko-ball', visibility: 'hidden' });
  shell.stage.append(h('div', { class: 'plinko-board' }, board));

  const spacing = () => WIDTH / (rows + 2);
  const rowY = (r: number) => TOP + r * spacing() * 0.9;
  const xAt = (rights: number, row: number) => WIDTH / 2 + (rights - row / 2) * spacing();

  const render = () => {
    const s = spacing();
    const height = rowY(rows) + s * 0.9 + 6;
    board.setAttribute('viewBox', `0 0 ${WIDTH} ${height}`);
    board.replaceChildren();
    for (let r = 0; r < rows; r++) {
      for (let i = 0; i < r + 3; i++) {
        board.append(
          svgEl('circle', {
            cx: WIDTH / 2 + (i - (r + 2) / 2) * s,
            cy: rowY(r),
            r: Math.max(1.6, s * 0.09),
            fill: '#c9d6f5',
          }),
        );
      }
    }
    plinkoTable({ rows, risk }).forEach((hundredths, k) => {
      const x = xAt(k, rows);
      const y = rowY(rows) - s * 0.2;
      const group = svgEl('g', { class: 'plinko-bucket', 'data-bucket': k });
      group.append(
        svgEl('rect', {
          x: x - s / 2 + 1,
          y,
          width: s - 2,
          height: s * 0.8,
          rx: 3,
          fill: bucketColor(k, rows),
        }),
        Object.assign(
          svgEl('text', {
            x,
            y: y + s * 0.52,
            'font-size': Math.min(10, s * 0.36),
            'text-anchor': 'middle',
            fill: '#1b1200',
            'font-weight': 800,
          }),
          {
            textContent: shortMultiplier(hundredths),
          },
        ),
      );
      board.append(group);
    });
    ball.setAttribute('r', String(Math.max(3.5, s * 0.22)));
    board.append(ball);
  };

  shell.options.append(
    h(
      'div',
      { class: 'opt-row' },
      labelled(
        t('rows'),
        segmented(
          [8, 12, 16].map((n) => ({ value: String(n), label: String(n) })),
          String(rows),
          (value) => {
            rows = Number(value) as PlinkoRows;
            render();
          },
        ),
      ),
    ),
    segmented(
      [
        { value: 'low', label: t('low') },
        { value: 'medium', label: t('medium') },
        { value: 'high', label: t('high') },
      ],
      risk,
      (value) => {
        risk = value as PlinkoRisk;
        render();
      },
    ),
  );
  render();

  /** Hops the ball peg to peg along the server's path: linear in x, a small bounce arc in y. */
  const dropBall = (path: number[]) =>
    new Promise<void>((resolve) => {
      const points: [number, number][] = [[WIDTH / 2, TOP - spacing() * 0.8]];
      let rights = 0;
      path.forEach((step, row) => {
        points.push([xAt(rights, row), rowY(row) - spacing() * 0.35]);
        rights += step;
      });
      points.push([xAt(rights, rows), rowY(rows) + spacing() * 0.2]);
      ball.setAttribute('cx', String(points[0]![0]));
      ball.setAttribute('cy', String(points[0]![1]));
      ball.setAttribute('visibility', 'visible');
      if (reducedMotion()) {
        const [x, y] = points[points.length - 1]!;
        ball.setAttribute('cx', String(x));
        ball.setAttribute('cy', String(y));
        return resolve();
      }
      const hopMs = 110;
      const start = performance.now();
      const frame = (now: number) => {
        const elapsed = Math.max(0, (now - start) / hopMs); // the first frame may be stamped before start
        const index = Math.min(points.length - 2, Math.floor(elapsed));
        const local = Math.min(1, elapsed - index);
        const [x0, y0] = points[index]!;
        const [x1, y1] = points[index + 1]!;
        ball.setAttribute('cx', String(x0 + (x1 - x0) * local));
        ball.setAttribute(
          'cy',
          String(y0 + (y1 - y0) * local * local - Math.sin(local * Math.PI) * spacing() * 0.25),
        );
        if (elapsed < points.length - 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });

  const drop = async () => {
    shell.setBusy(true);
    const round = await shell.play<'plinko'>({ rows, risk });
    if (round) await animate(round);
    shell.setBusy(false);
  };
  const animate = async (round: RoundView<'plinko'>) => {
    const { path, bucket } = round.outcome as PlinkoOutcome;
    await dropBall(path);
    const hit = board.querySelector(`[data-bucket="${bucket}"]`);
    hit?.classList.remove('hit');
    void (hit as SVGElement | null)?.getBoundingClientRect();
    hit?.classList.add('hit');
    shell.finish(round);
  };
  shell.setPrimary(t('drop'), drop);
}

void startGame('plinko', 'Plinko', mount);
