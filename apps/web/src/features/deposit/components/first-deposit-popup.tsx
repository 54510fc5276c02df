import type { DepositConfig } from '@sika/contract';
import type { Market } from '@sika/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { loginPath, safeRedirectPath } from '../../../lib/navigation.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { useToken } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/button.tsx';
import { confirmDialog } from '../../../ui/dialog.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { useCreatePayOrder } from '../api/create-pay-order.ts';
import type { FirstDepositOffer, OfferItem } from '../first-deposit-offer.ts';
import { ChannelPicker } from './channel-picker.tsx';
import styles from './deposit.module.css';
import { PackageGrid } from './package-grid.tsx';

/**
 * The first-deposit offer popup (spec core §2 Deposit; activities §5): up to four amounts from the advert
 * link and the market's channels (the link's payChannel chosen first). Pay is disabled until one amount
 * and one channel are chosen; it makes the order and follows its redirectUrl to the pay hall.
 */
export function FirstDepositPopup({
  offer,
  config,
  market,
  onClose,
}: {
  offer: FirstDepositOffer;
  config: DepositConfig;
  market: Market;
  onClose(): void;
}) {
  const { t } = useT('deposit');
  const navigate = useNavigate();
  const token = useToken();
  const [item, setItem] = useState<OfferItem | null>(null);
  const linked = config.channels.find(
    (c) => c.channelCode === offer.payChannel || String(c.id) === offer.payChannel,
  );
  const [channelId, setChannelId] = useState<number | null>(linked?.id ?? null);
  const channel = config.channels.find((c) => c.id === channelId) ?? null;
  const create = useCreatePayOrder();
  const here = `/deposit${window.location.search}`;

  const submit = async () => {
    if (!item || !channel) return;
    if (!token) {
      const confirmed = await confirmDialog({
        title: t('guard.title'),
        message: t('guard.message'),
        confirmText: t('guard.confirm'),
      });
      if (confirmed) navigate(loginPath(here));
      return;
    }
    create.mutate(
      { itemId: item.itemId, payChannel: channel.channelCode, payMoney: item.payMoney },
      {
        onSuccess(order) {
          const target = safeRedirectPath(order.redirectUrl);
          if (target) navigate(target, { replace: true });
        },
      },
    );
  };

  return (
    <Sheet open title={t('deposit.offer.title')} onClose={onClose} closable={!create.isPending}>
      <div className={styles.form} data-testid="first-deposit-popup">
        <p className={styles.offerText}>{t('deposit.offer.text')}</p>
        <PackageGrid
          packages={offer.items.map((entry) => ({ ...entry, img: entry.image }))}
          market={market}
          selectedId={item?.itemId ?? null}
          onPick={(picked) => setItem(offer.items.find((entry) => entry.itemId === picked.itemId) ?? null)}
          columns={2}
        />
        <section aria-labelledby="offer-channels">
          <h3 id="offer-channels" className={styles.sectionTitle}>
            {t('deposit.channels')}
          </h3>
          <ChannelPicker
            channels={config.channels}
            selectedId={channelId}
            onSelect={(c) => setChannelId(c.id)}
          />
        </section>
        <Button
          block
          disabled={!item || !channel}
          loading={create.isPending}
          onClick={() => void submit()}
          data-testid="first-deposit-pay"
        >
          {t('deposit.offer.pay')}
        </Button>
      </div>
    </Sheet>
  );
}
