import { formatMoney, type LotteryRuleSet, lotteryCostMinor, lotteryLines } from '@sika/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { useToken } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toast.tsx';
import { type LotteryCurrent, useBuyTickets } from '../api/lottery.ts';
import { Balls } from './balls.tsx';
import styles from './lottery.module.css';

type Rules = LotteryCurrent['rules'];

function randomDistinct(pool: number, count: number): number[] {
  const picked = new Set<number>();
  const bytes = new Uint32Array(1);
  while (picked.size < count) {
    globalThis.crypto.getRandomValues(bytes);
    picked.add((bytes[0]! % pool) + 1);
  }
  return [...picked].sort((a, b) => a - b);
}

/** What the cost rules need of the published rules (the server prices the same way). */
const costRules = (rules: Rules) =>
  ({ redPicks: rules.redPicks, priceMinor: rules.priceMinor }) as LotteryRuleSet;

/** The pick screen: 6 red of 1–33 and 1 blue of 1–16 (more makes a system ticket), quick pick, confirm. */
export function PickPanel({ rules }: { rules: Rules }) {
  const { t } = useT('draws');
  const market = useMarket();
  const token = useToken();
  const navigate = useNavigate();
  const buy = useBuyTickets();
  const [red, setRed] = useState<number[]>([]);
  const [blue, setBlue] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const toggle = (list: number[], set: (v: number[]) => void, n: number, max: number) => {
    if (list.includes(n)) set(list.filter((x) => x !== n));
    else if (list.length < max) set([...list, n].sort((a, b) => a - b));
  };
  const complete = red.length >= rules.redPicks && blue.length >= 1;
  const pick = { red, blue };
  const lines = complete ? lotteryLines(pick, costRules(rules)) : 0;
  const cost = complete ? lotteryCostMinor(pick, costRules(rules)) : 0;
  const money = (minor: number) => (market ? formatMoney(market, minor) : String(minor));
  const pay = () => {
    buy.mutate(
      { picks: `${red.join(' ')}+${blue.join(' ')}` },
      {
        onSuccess: () => {
          showToast(t('draws.lottery.bought'), 'success');
          setRed([]);
          setBlue([]);
          setConfirming(false);
        },
        onError: () => setConfirming(false),
      },
    );
  };
  return (
    <section className={styles.panel} aria-label={t('draws.lottery.tabs.pick')}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.hint}>{t('draws.lottery.pickRed', { count: rules.redPicks })}</legend>
        <div className={styles.grid}>
          {Array.from({ length: rules.redPool }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={red.includes(n)}
              className={`${styles.cell} ${styles.redCell}`}
              onClick={() => toggle(red, setRed, n, rules.maxRed)}
            >
              {String(n).padStart(2, '0')}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.hint}>{t('draws.lottery.pickBlue')}</legend>
        <div className={styles.grid}>
          {Array.from({ length: rules.bluePool }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={blue.includes(n)}
              className={`${styles.cell} ${styles.blueCell}`}
              onClick={() => toggle(blue, setBlue, n, rules.maxBlue)}
            >
              {String(n).padStart(2, '0')}
            </button>
          ))}
        </div>
      </fieldset>
      <div className={styles.bar}>
        <span>{t('draws.lottery.picked', { red: red.length, blue: blue.length })}</span>
        <span className={styles.barActions}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setRed(randomDistinct(rules.redPool, rules.redPicks));
              setBlue(randomDistinct(rules.bluePool, 1));
            }}
          >
            {t('draws.lottery.quickPick')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setRed([]);
              setBlue([]);
            }}
          >
            {t('draws.lottery.clear')}
          </Button>
        </span>
      </div>
      {token ? (
        <Button block disabled={!complete} onClick={() => setConfirming(true)}>
          {complete ? `${t('draws.lottery.buy')} · ${money(cost)}` : t('draws.lottery.buy')}
        </Button>
      ) : (
        <Button block onClick={() => navigate('/login')}>
          {t('draws.lottery.loginToBuy')}
        </Button>
      )}
      {confirming && (
        <div className={styles.confirm} role="dialog" aria-label={t('draws.lottery.confirmTitle')}>
          <h3>{t('draws.lottery.confirmTitle')}</h3>
          <Balls red={red} blue={blue} />
          <p>
            {t('draws.lottery.lines', { count: lines })} · {t('draws.lottery.cost')}:{' '}
            <strong>{money(cost)}</strong>
          </p>
          <div className={styles.barActions}>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('draws.lottery.cancel')}
            </Button>
            <Button loading={buy.isPending} onClick={pay}>
              {t('draws.lottery.confirm', { amount: money(cost) })}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
