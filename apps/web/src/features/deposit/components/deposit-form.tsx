import type { DepositConfig, DepositPackage } from '@sika/contract';
import { formatCoins, formatMobile, formatMoney, type Market } from '@sika/domain';
import { useState } from 'react';
import type { TFunction } from '../../../i18n/index.ts';
import { useT } from '../../../i18n/index.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { alertDialog, confirmDialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import {
  type CreatedDeposit,
  type DepositLimitRefusal,
  depositLimitRefusal,
  useCreateDeposit,
} from '../api/create-deposit.ts';
import { defaultChannelFor } from '../default-channel.ts';
import {
  amountMinorOf,
  amountText,
  type DepositMode,
  depositTaxMinor,
  type PayBlock,
  packageForAmount,
  payBlock,
  sanitizeAmountInput,
} from '../deposit-amount.ts';
import { ChannelPicker } from './channel-picker.tsx';
import styles from './deposit.module.css';
import { PackageGrid } from './package-grid.tsx';

/**
 * The deposit form (spec core §2 Deposit page, §4 modes, §5 amount): packages (pick mode) or a free amount
 * (input mode), a channel, and Pay. Used by the deposit page and by step 1 of the nested deposit.
 */
export function DepositForm({
  config,
  market,
  minMinor,
  mobile,
  loggedIn,
  returnTo,
  onOrder,
}: {
  config: DepositConfig;
  market: Market;
  minMinor: number;
  mobile: string | null;
  loggedIn: boolean;
  /** Where the login-required prompt brings the player back to. */
  returnTo: string;
  onOrder(order: CreatedDeposit): void;
}) {
  const { t } = useT('deposit');
  const navigate = useNavigate();
  const packages = config.packages;
  const firstPick = packages.find((item) => item.hot) ?? packages[0] ?? null;
  const [mode, setMode] = useState<DepositMode>(firstPick ? 'pick' : 'input');
  const [picked, setPicked] = useState<DepositPackage | null>(firstPick);
  const [text, setText] = useState(firstPick ? amountText(market, firstPick.payMoney) : '');
  const [chosenChannel, setChosenChannel] = useState<number | null>(null);
  const create = useCreateDeposit();

  const defaultChannelId = defaultChannelFor(config.channels, mobile)?.id ?? config.defaultChannelId;
  const channel = config.channels.find((c) => c.id === (chosenChannel ?? defaultChannelId)) ?? null;
  const amountMinor = mode === 'pick' ? (picked?.payMoney ?? null) : amountMinorOf(market, text);
  const block = payBlock({
    paying: create.isPending,
    channelChosen: channel !== null,
    mode,
    amountMinor,
    minMinor,
    maxMinor: config.maxAmountMinor,
    stepMinor: config.amountStepMinor,
  });

  const pick = (item: DepositPackage) => {
    setMode('pick');
    setPicked(item);
    setText(amountText(market, item.payMoney));
  };
  const onFocus = () => {
    setMode('input');
    setPicked(null);
  };
  const onBlur = () => {
    const match = packageForAmount(packages, amountMinorOf(market, text));
    if (match) pick(match);
  };

  const pay = async () => {
    if (block || !channel || amountMinor === null) return;
    if (!loggedIn) {
      const confirmed = await confirmDialog({
        title: t('guard.title'),
        message: t('guard.message'),
        confirmText: t('guard.confirm'),
      });
      if (confirmed) navigate(loginPath(returnTo));
      return;
    }
    create.mutate(
      mode === 'pick' && picked
        ? { itemId: picked.itemId, payChannel: channel.channelCode }
        : { payMoney: amountMinor, payChannel: channel.channelCode },
      {
        onSuccess: onOrder,
        onError: (error) => {
          const refusal = depositLimitRefusal(error);
          if (refusal)
            void alertDialog({ title: t('deposit.limitTitle'), message: limitText(t, market, refusal) });
        },
      },
    );
  };

  const fieldError =
    mode === 'input' && text !== '' && block && block !== 'no-channel' && block !== 'paying'
      ? blockText(t, block, market, minMinor, config.maxAmountMinor)
      : null;

  return (
    <div className={styles.form}>
      {packages.length > 0 && (
        <section aria-labelledby="deposit-packages">
          <h2 id="deposit-packages" className={styles.sectionTitle}>
            {t('deposit.packages')}
          </h2>
          <PackageGrid
            packages={packages}
            market={market}
            selectedId={mode === 'pick' ? (picked?.itemId ?? null) : null}
            onPick={pick}
          />
        </section>
      )}

      <Field
        label={t('deposit.amountLabel')}
        prefix={market.currencySymbol}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        maxLength={9}
        placeholder={t('deposit.amountPlaceholder', { amount: formatMoney(market, minMinor) })}
        value={text}
        onChange={(event) => setText(sanitizeAmountInput(event.target.value, market.fractionDigits))}
        onFocus={onFocus}
        onBlur={onBlur}
        error={fieldError}
        hint={fieldError ? undefined : t('deposit.minHint', { amount: formatMoney(market, minMinor) })}
        data-testid="deposit-amount"
      />
      {mode === 'pick' && picked && picked.bonus > 0 && (
        <p className={styles.bonusNote}>
          {t('deposit.bonusNote', {
            amount: formatMoney(market, picked.payMoney),
            coins: formatCoins(market, picked.bonus),
          })}
        </p>
      )}

      {config.tax && amountMinor !== null && amountMinor > 0 && (
        <TaxLines market={market} amountMinor={amountMinor} rateBp={config.tax.rateBp} />
      )}

      <section aria-labelledby="deposit-channels">
        <h2 id="deposit-channels" className={styles.sectionTitle}>
          {t('deposit.channels')}
        </h2>
        <ChannelPicker
          channels={config.channels}
          selectedId={channel?.id ?? null}
          onSelect={(c) => setChosenChannel(c.id)}
        />
        {channel && <p className={styles.memo}>{t('deposit.memo', { name: channel.name })}</p>}
      </section>

      {loggedIn && mobile && (
        <p className={styles.payer}>{t('deposit.payer', { mobile: formatMobile(market, mobile) })}</p>
      )}

      <Button
        block
        loading={create.isPending}
        disabled={block !== null}
        onClick={() => void pay()}
        data-testid="deposit-pay"
      >
        {amountMinor !== null && amountMinor > 0
          ? t('deposit.payAmount', { amount: formatMoney(market, amountMinor) })
          : t('deposit.pay')}
      </Button>
      {block && block !== 'paying' && !fieldError && (
        <p className={styles.blockHint}>{blockText(t, block, market, minMinor, config.maxAmountMinor)}</p>
      )}
    </div>
  );
}

/** "This deposit would go over your deposit limit. You can still deposit ₵20.00 under your 24-hour limit." */
function limitText(t: TFunction, market: Market, refusal: DepositLimitRefusal): string {
  const period = t(`deposit.limitPeriods.${refusal.period}`);
  const room =
    refusal.remainingMinor > 0
      ? t('deposit.limitRemaining', { remaining: formatMoney(market, refusal.remainingMinor), period })
      : t('deposit.limitNone', { period });
  return `${t('errors.5401')} ${room}`;
}

function blockText(
  t: TFunction,
  block: Exclude<PayBlock, null>,
  market: Market,
  min: number,
  max: number,
): string {
  switch (block) {
    case 'paying':
      return t('deposit.paying');
    case 'no-channel':
      return t('deposit.block.noChannel');
    case 'no-amount':
      return t('deposit.block.noAmount');
    case 'below-min':
      return t('deposit.block.belowMin', { amount: formatMoney(market, min) });
    case 'above-max':
      return t('deposit.block.aboveMax', { amount: formatMoney(market, max) });
    case 'step':
      return t('deposit.block.step');
  }
}

/** Kenya (spec core §2): a 5% tax line on the deposit, refunded, so the player receives 100%. */
function TaxLines({ market, amountMinor, rateBp }: { market: Market; amountMinor: number; rateBp: number }) {
  const { t } = useT('deposit');
  const tax = depositTaxMinor(amountMinor, rateBp);
  return (
    <dl className={styles.taxLines} data-testid="deposit-tax">
      <div>
        <dt>{t('deposit.tax.line', { rate: rateBp / 100 })}</dt>
        <dd>{formatMoney(market, tax)}</dd>
      </div>
      <div>
        <dt>{t('deposit.tax.refund')}</dt>
        <dd>−{formatMoney(market, tax)}</dd>
      </div>
      <div className={styles.taxTotal}>
        <dt>{t('deposit.tax.receive')}</dt>
        <dd>{formatMoney(market, amountMinor)}</dd>
      </div>
    </dl>
  );
}
