import type { DepositOrder } from '@sika/contract';
import { formatCoins, formatMoney, type Market } from '@sika/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import type { RouteName } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useMarket } from '../../../lib/app-info.ts';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { Field } from '../../../ui/field.tsx';
import { AlertIcon } from '../../../ui/icons/core.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { getPaymentResult, type PayForm, type PayLink, useInitPayment, usePayForm } from '../api/pay-hall.ts';
import { DEPOSIT_RESULT_PATH, resultOf, resultSearch } from '../result-query.ts';
import { ChannelPicker } from './channel-picker.tsx';
import styles from './deposit.module.css';
import { DepositWait } from './deposit-wait.tsx';

/**
 * The pay hall (spec core §2: /pay/hall/panpay, /pay/hall/mpesa, /pay/deposit/mpesa with `sign` and
 * `transNo`; activities §7 forms, init-payment, get-payment-result): an order opened from its signed link,
 * no session needed. The player confirms the channel and the paying number, Pay sends the prompt, and the
 * page waits for the result like the deposit page.
 */
export default function PayHallPage() {
  const { t } = useT('deposit');
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  const transNo = query.get('transNo') ?? '';
  const sign = query.get('sign') ?? '';
  const market = useMarket();
  const valid = /^D[0-9A-Z]{8,31}$/.test(transNo) && sign.length >= 10;
  return (
    <>
      <PageHeader title={t(`routes.${hallRouteName(pathname)}`)} />
      <Page>
        {!valid ? <InvalidLink /> : market ? <Hall link={{ transNo, sign }} market={market} /> : <Loading />}
      </Page>
    </>
  );
}

function Hall({ link, market }: { link: PayLink; market: Market }) {
  const navigate = useNavigate();
  const form = usePayForm(link);
  const [started, setStarted] = useState<DepositOrder | null>(null);
  const order = started ?? form.data?.order ?? null;
  const settledAtOpen = !started && order !== null && order.state >= 3;

  useEffect(() => {
    // A link to an order already settled shows its result at once.
    if (settledAtOpen && order)
      navigate(`${DEPOSIT_RESULT_PATH}${resultSearch(resultOf(order))}`, { replace: true });
  }, [settledAtOpen, order, navigate]);

  if (form.isError) {
    const code = isApiError(form.error) ? form.error.code : 0;
    if (code === 3005 || code === 3003 || code === 1004 || code === 404) return <InvalidLink />;
    return <LoadError onRetry={() => void form.refetch()} />;
  }
  if (!form.data || !order || settledAtOpen) return <Loading />;
  if (started || order.state === 2) {
    return (
      <DepositWait
        transNo={order.transNo}
        query={(signal) => getPaymentResult(link, signal)}
        initial={order}
        channels={form.data.channels}
        market={market}
        showRecordsLink={false}
        onFinish={(last) =>
          navigate(`${DEPOSIT_RESULT_PATH}${resultSearch(resultOf(last ?? order))}`, { replace: true })
        }
      />
    );
  }
  return <HallForm link={link} form={form.data} market={market} onStarted={setStarted} />;
}

function HallForm({
  link,
  form,
  market,
  onStarted,
}: {
  link: PayLink;
  form: PayForm;
  market: Market;
  onStarted(order: DepositOrder): void;
}) {
  const { t } = useT('deposit');
  const [channelId, setChannelId] = useState(form.selectedChannelId);
  const [mobile, setMobile] = useState(form.order.payerMobile);
  const init = useInitPayment(link);
  const channel = form.channels.find((c) => c.id === channelId) ?? null;
  const mobileValid = /^\d{9,15}$/.test(mobile);
  const { order } = form;
  return (
    <div className={styles.stack}>
      <section className={styles.summary} aria-label={t('deposit.hall.summary')}>
        <p className={styles.summaryLabel}>{t('deposit.hall.amount')}</p>
        <p className={styles.summaryAmount} data-testid="hall-amount">
          {formatMoney(market, order.payMoney)}
        </p>
        {order.bonus > 0 && (
          <p className={styles.bonusNote}>
            {t('deposit.hall.bonus', { coins: formatCoins(market, order.bonus) })}
          </p>
        )}
        <p className={styles.orderNo}>
          {t('deposit.orderNo')} <span>{order.transNo}</span>
        </p>
      </section>
      <section aria-labelledby="hall-channels">
        <h2 id="hall-channels" className={styles.sectionTitle}>
          {t('deposit.channels')}
        </h2>
        <ChannelPicker channels={form.channels} selectedId={channelId} onSelect={(c) => setChannelId(c.id)} />
        {channel && <p className={styles.memo}>{t('deposit.memo', { name: channel.name })}</p>}
      </section>
      <Field
        label={t('deposit.hall.mobile')}
        inputMode="numeric"
        autoComplete="tel"
        maxLength={15}
        value={mobile}
        onChange={(event) => setMobile(event.target.value.replace(/\D/g, ''))}
        error={mobile && !mobileValid ? t('validation.mobile') : null}
      />
      <Button
        block
        disabled={!channel || !mobileValid}
        loading={init.isPending}
        onClick={() =>
          channel &&
          init.mutate(
            { payChannelId: channel.id, mobile: mobile !== order.payerMobile ? mobile : undefined },
            { onSuccess: onStarted },
          )
        }
        data-testid="hall-pay"
      >
        {t('deposit.payAmount', { amount: formatMoney(market, order.payMoney) })}
      </Button>
    </div>
  );
}

/** The three hall routes share this page; each keeps its own title. */
function hallRouteName(pathname: string): RouteName {
  if (pathname.startsWith('/pay/deposit/mpesa')) return 'pay-deposit-mpesa';
  if (pathname.startsWith('/pay/hall/mpesa')) return 'pay-hall-mpesa';
  return 'pay-hall-panpay';
}

function InvalidLink() {
  const { t } = useT('deposit');
  return (
    <Empty
      tone="error"
      icon={<AlertIcon />}
      title={t('deposit.hall.invalidTitle')}
      text={t('deposit.hall.invalidText')}
      action={<ButtonLink to="/deposit">{t('deposit.hall.newDeposit')}</ButtonLink>}
    />
  );
}

function Loading() {
  return (
    <div className={styles.stack} aria-busy="true">
      <Skeleton height="2.6rem" />
      <Skeleton height="1.8rem" />
      <Skeleton height="1.25rem" />
    </div>
  );
}
