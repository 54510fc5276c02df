/**
 * The frame every game page shares: launch, top bar with balance, bet panel, result line, the
 * provably-fair sheet, error notices and the bridge to the operator. A game mounts into `stage` and
 * `options`, and asks the server for each round through `play` / `act`.
 */
import type { FairnessView, FreeRoundsOffer, MinesAction, RoundView, SessionView } from '../api-types.ts';
import type { GameCode } from '../engines/index.ts';
import { ApiError, api, setToken } from './api.ts';
import { postToLobby, setLobby } from './bridge.ts';
import { h } from './dom.ts';
import { openFairnessSheet } from './fairness-sheet.ts';
import { formatMoney, formatMultiplier, parseMoney, toMajorText } from './format.ts';
import { languageFrom, type StringKey, setLanguage, t } from './i18n.ts';
import './styles.css';

export interface GameShell {
  session: SessionView;
  stage: HTMLElement;
  options: HTMLElement;
  stakeMinor(): number;
  /** Disables every control of the panel (the stage stays live). */
  setBusy(busy: boolean): void;
  enablePrimary(enabled: boolean): void;
  setPrimary(label: string, onClick: () => void, variant?: 'go' | 'cash'): void;
  /** Asks the server for a round; null when refused (the shell has shown why). */
  play<G extends GameCode>(params: unknown): Promise<RoundView<G> | null>;
  act(roundId: string, action: MinesAction): Promise<RoundView<'mines'> | null>;
  /** After the animation: shows the result, the new balance, and tells the operator. */
  finish(round: RoundView): void;
  message(text: string, tone?: 'win' | 'lose' | 'info'): void;
}

const storageKey = (gameCode: string, mode: string) => `sika-games:${gameCode}:${mode}`;

/**
 * The session token survives a reload through sessionStorage when the browser allows it. In a
 * third-party iframe storage may be refused outright (reading `sessionStorage` throws): then a reload
 * simply needs a new launch.
 */
const tokenStore = {
  get(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // storage refused: keep the token in memory only
    }
  },
};

async function launch(gameCode: GameCode): Promise<SessionView> {
  const url = new URL(location.href);
  const mode = url.searchParams.get('mode') === 'real' ? 'real' : 'demo';
  const launchToken = url.searchParams.get('launch');
  // The launch token is single-use: take it out of the address bar and history at once.
  if (launchToken) {
    url.searchParams.delete('launch');
    history.replaceState(null, '', url);
  }
  const stored = tokenStore.get(storageKey(gameCode, mode));
  if (stored && !launchToken) {
    setToken(stored);
    try {
      return await api<SessionView>('GET', '/session');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SESSION_KICKED') throw error;
    }
  }
  const body = mode === 'real' ? { mode, gameCode, launchToken: launchToken ?? '' } : { mode, gameCode };
  const session = await api<SessionView>('POST', '/sessions', body);
  tokenStore.set(storageKey(gameCode, mode), session.token);
  setToken(session.token);
  return session;
}

function fatal(root: HTMLElement, key: StringKey): void {
  root.replaceChildren(
    h('div', { class: 'fatal' }, h('div', { class: 'fatal-icon' }, '!'), h('p', {}, t(key))),
  );
}

export async function startGame(
  gameCode: GameCode,
  title: string,
  mount: (shell: GameShell) => void,
): Promise<void> {
  const url = new URL(location.href);
  setLanguage(languageFrom(url.searchParams.get('lang')));
  setLobby(url.searchParams.get('lobby'));
  const root = document.getElementById('app')!;
  root.replaceChildren(h('div', { class: 'loading' }, t('loading')));
  let session: SessionView;
  try {
    session = await launch(gameCode);
  } catch (error) {
    const kicked = error instanceof ApiError && error.code === 'SESSION_KICKED';
    if (kicked) postToLobby({ type: 'sika:kicked' });
    return fatal(root, kicked ? 'kicked' : 'sessionLost');
  }
  mount(buildShell(root, session, title));
  postToLobby({ type: 'sika:ready' });
  postToLobby({ type: 'sika:balance', balance: session.balance });
}

/** The bet amount field with its ½ and 2× buttons, clamped to the game's stake limits. */
function stakeControl(session: SessionView): { element: HTMLElement; stakeMinor: () => number } {
  const { currency } = session;
  const { minBetMinor, maxBetMinor } = session.game;
  const input = h('input', {
    class: 'stake-input',
    inputmode: 'decimal',
    'aria-label': t('stake'),
    value: toMajorText(Math.max(minBetMinor, 100), currency),
  });
  const clamp = (minor: number) => Math.min(maxBetMinor, Math.max(minBetMinor, Math.round(minor)));
  const stakeMinor = () => clamp(parseMoney(input.value, currency) ?? minBetMinor);
  const setStake = (minor: number) => {
    input.value = toMajorText(clamp(minor), currency);
  };
  input.addEventListener('change', () => setStake(stakeMinor()));
  const element = h(
    'div',
    { class: 'stake-row' },
    h('button', { class: 'chip', type: 'button', onclick: () => setStake(stakeMinor() / 2) }, '½'),
    h('label', { class: 'stake-field' }, h('span', {}, `${t('stake')} · ${currency}`), input),
    h('button', { class: 'chip', type: 'button', onclick: () => setStake(stakeMinor() * 2) }, '2×'),
  );
  return { element, stakeMinor };
}

function buildHeader(session: SessionView, title: string, balanceText: HTMLElement, onFairness: () => void) {
  return h(
    'header',
    { class: 'topbar' },
    h('div', { class: 'title' }, h('span', { class: 'brand' }, 'SIKA'), h('span', {}, title)),
    session.mode === 'demo' ? h('span', { class: 'badge' }, t('demo')) : null,
    h('div', { class: 'balance' }, h('span', {}, t('balance')), balanceText),
    h(
      'button',
      { class: 'icon-button', type: 'button', 'aria-label': t('fairness'), onclick: onFairness },
      '✓',
    ),
  );
}

function buildFooter(session: SessionView, ...controls: HTMLElement[]) {
  const { rtp, maxWinMultiplier } = session.game;
  const switchToReal = () => postToLobby({ type: 'sika:demo-switch-to-real' });
  return h(
    'footer',
    { class: 'panel' },
    ...controls,
    session.mode === 'demo'
      ? h('button', { class: 'link', type: 'button', onclick: switchToReal }, t('playForReal'))
      : null,
    h(
      'div',
      { class: 'facts' },
      `${t('rtp')} ${(rtp * 100).toFixed(2)}% · ${t('maxWin')} ${formatMultiplier(maxWinMultiplier)}`,
    ),
  );
}

type Tone = 'win' | 'lose' | 'info';

/** The result line of a finished round: a win only when it pays more than the stake. */
function resultText(round: RoundView, currency: string): [string, Tone] {
  const amount = `${formatMoney(round.payout, currency)} · ${formatMultiplier(round.multiplier)}`;
  if (round.payout > round.stake) return [`${t('youWon')} ${amount}`, 'win'];
  if (round.payout > 0) return [`${t('returned')} ${amount}`, 'info'];
  return [t('noWin'), 'lose'];
}

function buildShell(root: HTMLElement, session: SessionView, title: string): GameShell {
  const { currency } = session;
  let fairness: FairnessView = session.fairness;
  const balanceText = h('strong', {}, formatMoney(session.balance, currency));
  const stake = stakeControl(session);
  const primary = h('button', { class: 'primary go', type: 'button' });
  const resultLine = h('div', { class: 'result-line', 'aria-live': 'polite' });
  const stage = h('main', { class: 'stage' });
  const options = h('section', { class: 'options' });
  let primaryAction = () => {};
  primary.addEventListener('click', () => primaryAction());
  const openFairness = () =>
    openFairnessSheet(fairness, session, (next) => {
      fairness = next;
    });
  // Free rounds the operator awarded are offered first: no stake is taken, the bet is the award's.
  let freeRounds: FreeRoundsOffer | null = session.freeRounds ?? null;
  const freeBanner = h('div', { class: 'free-rounds', 'data-testid': 'free-rounds', 'aria-live': 'polite' });
  const showFreeRounds = () => {
    freeBanner.hidden = !freeRounds;
    stake.element.hidden = Boolean(freeRounds);
    if (freeRounds)
      freeBanner.textContent = t('freeRoundsLeft', {
        count: String(freeRounds.roundsLeft),
        bet: formatMoney(freeRounds.bet, currency),
      });
  };
  showFreeRounds();
  const footer = buildFooter(session, freeBanner, options, stake.element, primary);
  root.replaceChildren(
    h(
      'div',
      { class: 'shell' },
      buildHeader(session, title, balanceText, openFairness),
      stage,
      resultLine,
      footer,
    ),
  );

  const message = (text: string, tone: Tone = 'info') => {
    resultLine.textContent = text;
    resultLine.className = `result-line ${tone}`;
  };
  const setBalance = (balance: number) => {
    balanceText.textContent = formatMoney(balance, currency);
    postToLobby({ type: 'sika:balance', balance });
  };
  const refused = refusalHandler(root, session, message, setBalance);

  return {
    session,
    stage,
    options,
    stakeMinor: stake.stakeMinor,
    setBusy(busy) {
      for (const control of footer.querySelectorAll<HTMLInputElement>('input, button, select'))
        control.disabled = busy;
    },
    enablePrimary(enabled) {
      primary.disabled = !enabled;
    },
    setPrimary(label, onClick, variant = 'go') {
      primary.textContent = label;
      primary.className = `primary ${variant}`;
      primaryAction = onClick;
    },
    async play<G extends GameCode>(params: unknown) {
      message('');
      try {
        const free = freeRounds;
        const round = await api<RoundView<G>>(
          'POST',
          '/rounds',
          free
            ? { stake: free.bet, params, freeRoundAwardId: free.awardId }
            : { stake: stake.stakeMinor(), params },
        );
        if (free) {
          freeRounds = round.freeRounds ?? null;
          showFreeRounds();
        }
        fairness = { ...fairness, nonce: round.nonce + 1 };
        // Show the stake leaving at once; the win lands when the animation ends (finish).
        balanceText.textContent = formatMoney(round.balance - round.payout, currency);
        return round;
      } catch (error) {
        // The award ended meanwhile (used elsewhere, cancelled, expired): back to paid play.
        if (freeRounds && error instanceof ApiError && error.code === 'ROUND_NOT_FOUND') {
          freeRounds = null;
          showFreeRounds();
        }
        return refused(error);
      }
    },
    async act(roundId, action) {
      try {
        return await api<RoundView<'mines'>>('POST', `/rounds/${roundId}/actions`, action);
      } catch (error) {
        return refused(error);
      }
    },
    finish(round) {
      setBalance(round.balance);
      message(...resultText(round, currency));
    },
    message,
  };
}

/** What the page does when the server refuses a bet or a move: tell the player, and the operator. */
function refusalHandler(
  root: HTMLElement,
  session: SessionView,
  message: (text: string, tone: Tone) => void,
  setBalance: (balance: number) => void,
): (error: unknown) => null {
  const { currency } = session;
  const { minBetMinor, maxBetMinor } = session.game;
  return (error) => {
    const code = error instanceof ApiError ? error.code : 'INTERNAL';
    if (code === 'INSUFFICIENT_FUNDS') {
      message(t('insufficient'), 'lose');
      if (error instanceof ApiError && error.balance !== undefined) setBalance(error.balance);
      postToLobby({ type: 'sika:insufficient-balance' });
    } else if (code === 'LIMIT_REACHED' && error instanceof ApiError && error.reason) {
      // The operator's frame says why (loss limit, session limit, pause) in its own words.
      message(t('limitReached'), 'lose');
      postToLobby({ type: 'sika:limit-reached', reason: error.reason });
    } else if (code === 'SESSION_KICKED') {
      postToLobby({ type: 'sika:kicked' });
      fatal(root, 'kicked');
    } else if (code === 'SESSION_NOT_FOUND') {
      fatal(root, 'sessionLost');
    } else if (code === 'BET_OUT_OF_LIMITS') {
      const limits = { min: formatMoney(minBetMinor, currency), max: formatMoney(maxBetMinor, currency) };
      message(t('limits', limits), 'lose');
    } else {
      message(t(code === 'WALLET_UNAVAILABLE' ? 'unavailable' : 'error'), 'lose');
    }
    return null;
  };
}
