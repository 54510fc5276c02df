/** The provably-fair sheet: committed hash, client seed, nonce, rotation, and links to verify rounds. */
import type { FairnessView, RoundView, SessionView } from '../api-types.ts';
import { ApiError, api } from './api.ts';
import { h } from './dom.ts';
import { formatMoney, formatMultiplier } from './format.ts';
import { t } from './i18n.ts';

export function verifyUrl(round: RoundView): string | null {
  if (!round.serverSeed) return null;
  const query = new URLSearchParams({
    game: round.gameCode,
    serverSeed: round.serverSeed,
    hash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    params: JSON.stringify(round.params),
    stake: String(round.stake),
  });
  return `/verify?${query}`;
}

const field = (label: string, value: string) =>
  h('div', { class: 'field' }, h('span', {}, label), h('code', { class: 'mono' }, value));

export function openFairnessSheet(
  fairness: FairnessView,
  session: SessionView,
  onChange: (next: FairnessView) => void,
): void {
  const clientSeed = h('input', {
    class: 'text-input',
    value: fairness.clientSeed,
    maxlength: 64,
    'aria-label': t('clientSeed'),
  });
  const rounds = h('ul', { class: 'rounds' });
  const body = h('div', { class: 'sheet-body' });
  const overlay = h('div', {
    class: 'overlay',
    onclick: (event: Event) => event.target === overlay && overlay.remove(),
  });

  const render = (view: FairnessView) => {
    body.replaceChildren(
      field(t('serverSeedHash'), view.serverSeedHash),
      h('label', { class: 'field' }, h('span', {}, t('clientSeed')), clientSeed),
      field(t('nonce'), String(view.nonce)),
      h('button', { class: 'primary go small', type: 'button', onclick: rotate }, t('rotate')),
      ...(view.previous ? [field(t('previousSeed'), view.previous.serverSeed)] : []),
      h('h3', {}, t('recentRounds')),
      rounds,
    );
  };
  async function rotate() {
    try {
      const next = await api<FairnessView>('POST', '/fairness/rotate', {
        clientSeed: clientSeed.value.trim(),
      });
      onChange(next);
      render(next);
      await loadRounds();
    } catch (error) {
      clientSeed.setCustomValidity(error instanceof ApiError ? error.message : 'error');
      clientSeed.reportValidity();
    }
  }
  async function loadRounds() {
    const { rounds: list } = await api<{ rounds: RoundView[] }>('GET', '/rounds');
    rounds.replaceChildren(
      ...list.slice(0, 15).map((round) => {
        const link = verifyUrl(round);
        return h(
          'li',
          {},
          h('span', { class: 'mono' }, `#${round.nonce}`),
          h(
            'span',
            { class: round.payout > 0 ? 'win' : 'lose' },
            `${formatMultiplier(round.multiplier)} · ${formatMoney(round.payout, session.currency)}`,
          ),
          link
            ? h('a', { href: link, target: '_blank', rel: 'noopener' }, t('verify'))
            : h('span', { class: 'muted' }, '🔒'),
        );
      }),
    );
  }

  render(fairness);
  overlay.append(
    h(
      'section',
      { class: 'sheet', role: 'dialog', 'aria-label': t('fairness') },
      h(
        'div',
        { class: 'sheet-head' },
        h('h2', {}, t('fairness')),
        h(
          'button',
          { class: 'icon-button', type: 'button', 'aria-label': t('close'), onclick: () => overlay.remove() },
          '✕',
        ),
      ),
      body,
    ),
  );
  document.body.append(overlay);
  void loadRounds();
}
