import type { WithdrawConfig } from '@sika/contract';
import { formatMobile, formatMoney, type Market } from '@sika/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { alertDialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import type { WithdrawChannels } from '../api/get-withdraw-channels.ts';
import { useWithdrawTax } from '../api/get-withdraw-tax.ts';
import { endPreview, previewKey } from '../preview-key.ts';
import { useThemeName } from '../use-theme.ts';
import {
  coinsOf,
  defaultChannelCode,
  formFigures,
  limitPlaceholder,
  type PreviewParams,
  previewSearch,
  sanitizeCoins,
  visibleBlock,
} from '../withdraw-figures.ts';
import { BankAccountCard, BankAccountStep } from './bank-account-step.tsx';
import { ChannelPicker } from './channel-picker.tsx';
import { Figures } from './figures.tsx';
import styles from './withdraw.module.css';
import { WithdrawOverlay } from './withdraw-overlay.tsx';

/** The tax is asked for once the player stops typing, not at every digit (slow, paid-for data). */
const TAX_DEBOUNCE_MS = 300;

/**
 * The withdraw form (spec core §5 Withdraw amount, Fee): channel, coins, the figures and Next, which is
 * enabled only when a channel is chosen, coins are entered, the balance covers them, the money is more
 * than the fee and within the limits.
 */
export function AmountForm({
  config,
  coinsPerHundredMinor,
  market,
  channels,
  balanceMinor,
  taxExplanation,
}: {
  config: WithdrawConfig;
  coinsPerHundredMinor: number;
  market: Market;
  channels: WithdrawChannels;
  balanceMinor: number;
  taxExplanation: string | null;
}) {
  const { t } = useT('withdraw');
  const navigate = useNavigate();
  const theme = useThemeName();
  const [channelCode, setChannelCode] = useState(() =>
    defaultChannelCode(channels.list, channels.defaultChannelCode),
  );
  const [coinsText, setCoinsText] = useState('');
  const [overlay, setOverlay] = useState<{ params: PreviewParams; key: string } | null>(null);
  // A bank channel (Nigeria) pays the confirmed bank account; the player may change it before withdrawing.
  const [changingBank, setChangingBank] = useState(false);
  const coins = coinsOf(coinsText);
  const settledCoins = useDebounced(coins, TAX_DEBOUNCE_MS);
  const tax = useWithdrawTax(settledCoins, config.taxEnabled);
  const fetchedTax = settledCoins === coins && !tax.isPlaceholderData ? tax.data : undefined;

  const channel = channels.list.find((c) => c.channelCode === channelCode) ?? null;
  const payoutBank = channel?.payoutTo === 'bank' ? channels.payoutBankAccount : null;
  const needsBank = channel?.payoutTo === 'bank' && (!payoutBank || changingBank);
  const figures = formFigures({
    marketCode: market.code,
    config,
    coinsPerHundredMinor,
    channel,
    coins,
    fetchedTaxMinor: fetchedTax,
    balanceMinor,
  });
  const block = visibleBlock(figures.blocks, coins);
  const limit = config.limit;
  const limits = limit
    ? { min: formatMoney(market, limit.minMinor), max: formatMoney(market, limit.maxMinor) }
    : null;
  const blockText = block && t(`withdraw.blocks.${block}`, { ...limits, currency: market.currency });

  const onNext = () => {
    if (!channel) {
      void alertDialog({ message: t('withdraw.blocks.NO_CHANNEL') });
      return;
    }
    if (needsBank || !figures.quote || figures.blocks.length > 0) return;
    const params: PreviewParams = {
      payType: String(channel.id),
      channelCode: channel.channelCode,
      account: payoutBank?.accountNumber ?? channels.bankAccount,
      coins,
      fee: figures.quote.feeMinor,
      money: figures.quote.moneyMinor,
      enableTaxOfWithdraw: config.taxEnabled,
    };
    const search = previewSearch(params);
    const key = previewKey(search);
    if (theme === 'winslots') setOverlay({ params, key });
    else navigate(`/account/withdraw-preview?${search}`, { state: { idempotencyKey: key } });
  };

  const closeOverlay = () => {
    endPreview();
    setOverlay(null);
    // Spec core §4: closing the preview clears the amount.
    setCoinsText('');
  };

  return (
    <section className={styles.form} aria-label={t('withdraw.formLabel')}>
      <ChannelPicker channels={channels.list} value={channelCode} market={market} onChange={setChannelCode} />
      {needsBank ? (
        <BankAccountStep
          current={payoutBank}
          onSaved={() => setChangingBank(false)}
          onCancel={() => setChangingBank(false)}
        />
      ) : (
        <>
          {payoutBank ? (
            <BankAccountCard account={payoutBank} onChange={() => setChangingBank(true)} />
          ) : (
            <p className={styles.account}>
              {t('withdraw.account')}{' '}
              <strong data-testid="withdraw-account">{formatMobile(market, channels.bankAccount)}</strong>
            </p>
          )}
          <Field
            label={t('withdraw.coins')}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="next"
            maxLength={config.coinsMaxDigits}
            placeholder={limitPlaceholder(limit, coinsPerHundredMinor) ?? t('withdraw.coinsPlaceholder')}
            value={coinsText}
            onChange={(event) => setCoinsText(sanitizeCoins(event.target.value))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onNext();
            }}
            error={blockText}
            hint={
              limits
                ? t('withdraw.limitHint', { ...limits, rate: rateText(market, coinsPerHundredMinor) })
                : t('withdraw.rateHint', { rate: rateText(market, coinsPerHundredMinor) })
            }
            data-testid="withdraw-coins"
          />
          <Figures
            market={market}
            quote={figures.quote}
            feeSupported={figures.feeSupported}
            taxEnabled={config.taxEnabled}
            taxPending={config.taxEnabled && coins > 0 && fetchedTax === undefined}
            taxNote={market.code === 'KE' ? t('withdraw.kenyaTax') : taxExplanation}
          />
          <Button block disabled={figures.blocks.length > 0} onClick={onNext} data-testid="withdraw-next">
            {t('withdraw.next')}
          </Button>
        </>
      )}
      {overlay && (
        <WithdrawOverlay
          params={overlay.params}
          idempotencyKey={overlay.key}
          channelName={channel?.name ?? overlay.params.channelCode}
          bankAccountName={payoutBank?.accountName ?? channels.bankAccountName}
          onClose={closeOverlay}
        />
      )}
    </section>
  );
}

/** "100 = ₵1.00": how many coins make one currency unit (option 100). */
function rateText(market: Market, coinsPerHundredMinor: number): string {
  return `${coinsPerHundredMinor} = ${formatMoney(market, 100)}`;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
