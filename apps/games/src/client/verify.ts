/**
 * The verify page: recomputes any finished round in the browser from its revealed server seed, client
 * seed and nonce, with the same engines the server used, and checks the seed against its commitment.
 */
import { GAME_CODES, type GameCode, isGameCode } from '../engines/index.ts';
import type { SlotOutcome } from '../engines/slot.ts';
import { replayRound } from '../verify/replay.ts';
import { h } from './dom.ts';
import { formatMoney, formatMultiplier } from './format.ts';
import { languageFrom, setLanguage, t } from './i18n.ts';
import './styles.css';
import './verify.css';

function describe(gameCode: GameCode, outcome: unknown): string {
  const o = outcome as Record<string, unknown>;
  switch (gameCode) {
    case 'dice':
      return `Roll ${((o.rollHundredths as number) / 100).toFixed(2)} · ${o.win ? 'win' : 'loss'}`;
    case 'limbo':
      return `Result ${((o.resultHundredths as number) / 100).toFixed(2)}× · ${o.win ? 'win' : 'loss'}`;
    case 'wheel':
      return `Segment ${o.segment} (clockwise from the top, 0-based)`;
    case 'plinko':
      return `Path ${(o.path as number[]).map((step) => (step ? 'R' : 'L')).join('')} → bucket ${o.bucket}`;
    case 'mines':
      return `Mines at ${(o.minePositions as number[]).join(', ')} · ${o.hitMine === null ? `cashed out after ${o.safeReveals} safe tiles` : `hit tile ${o.hitMine}`}`;
    case 'kente-gold': {
      const slot = outcome as SlotOutcome;
      const spins = [slot.base, ...slot.freeSpins];
      return spins
        .map(
          (spin, i) =>
            `${i === 0 ? 'Spin' : `Free spin ${i}`}: stops ${spin.stops.join(',')} → ${spin.reels.join(' ')} = ${spin.winLineBets} line bets`,
        )
        .join('\n');
    }
  }
}

function main(): void {
  const query = new URLSearchParams(location.search);
  setLanguage(languageFrom(query.get('lang')));
  const input = (name: string, value = '') =>
    h('input', { class: 'text-input mono', name, value, autocomplete: 'off', spellcheck: false });
  const game = h(
    'select',
    { class: 'text-input', name: 'game' },
    ...GAME_CODES.map((code) => h('option', { value: code, selected: code === query.get('game') }, code)),
  );
  const serverSeed = input('serverSeed', query.get('serverSeed') ?? '');
  const hash = input('hash', query.get('hash') ?? '');
  const clientSeed = input('clientSeed', query.get('clientSeed') ?? '');
  const nonce = input('nonce', query.get('nonce') ?? '0');
  const params = input('params', query.get('params') ?? '{}');
  const stake = input('stake', query.get('stake') ?? '');
  const output = h('section', { class: 'verify-output', 'aria-live': 'polite' });
  const row = (label: string, control: HTMLElement) =>
    h('label', { class: 'field' }, h('span', {}, label), control);

  const check = () => {
    try {
      const gameCode = game.value;
      if (!isGameCode(gameCode)) throw new Error('unknown game');
      const stakeMinor = stake.value ? Number(stake.value) : undefined;
      const replay = replayRound({
        gameCode,
        serverSeed: serverSeed.value.trim(),
        clientSeed: clientSeed.value,
        nonce: Number(nonce.value),
        params: JSON.parse(params.value),
        stakeMinor,
      });
      const committed = hash.value.trim().toLowerCase();
      output.replaceChildren(
        h(
          'div',
          { class: 'field' },
          h('span', {}, 'SHA-256(server seed)'),
          h('code', { class: 'mono' }, replay.serverSeedHash),
        ),
        committed
          ? h(
              'p',
              { class: committed === replay.serverSeedHash ? 'win' : 'lose' },
              committed === replay.serverSeedHash ? `✓ ${t('commitmentOk')}` : `✗ ${t('commitmentBad')}`,
            )
          : '',
        h(
          'div',
          { class: 'field' },
          h('span', {}, 'Floats'),
          h('code', { class: 'mono' }, replay.firstFloats.map((f) => f.toFixed(8)).join(' ')),
        ),
        h(
          'div',
          { class: 'field' },
          h('span', {}, t('result')),
          h('pre', { class: 'mono' }, describe(gameCode, replay.outcome)),
        ),
        h(
          'div',
          { class: 'field big' },
          h('span', {}, t('multiplier')),
          h(
            'strong',
            {},
            `${formatMultiplier(replay.multiplierValue, 4)}${replay.payoutMinor === null ? '' : ` · ${formatMoney(replay.payoutMinor, 'GHS')}`}`,
          ),
        ),
      );
    } catch (error) {
      output.replaceChildren(h('p', { class: 'lose' }, String((error as Error).message)));
    }
  };

  document.getElementById('app')!.replaceChildren(
    h(
      'div',
      { class: 'verify' },
      h(
        'header',
        { class: 'topbar' },
        h('div', { class: 'title' }, h('span', { class: 'brand' }, 'SIKA'), h('span', {}, t('verifyTitle'))),
      ),
      h(
        'form',
        {
          class: 'verify-form',
          onsubmit: (event: Event) => {
            event.preventDefault();
            check();
          },
        },
        row(t('game'), game),
        row(t('serverSeed'), serverSeed),
        row(t('committedHash'), hash),
        row(t('clientSeed'), clientSeed),
        row('Nonce', nonce),
        row(t('params'), params),
        row(`${t('stake')} (minor units)`, stake),
        h('button', { class: 'primary go', type: 'submit' }, t('check')),
      ),
      output,
    ),
  );
  if (query.get('serverSeed')) check();
}

main();
