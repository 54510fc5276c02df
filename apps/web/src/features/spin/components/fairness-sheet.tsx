import type { SpinRecord } from '@sika/contract';
import { hmacSha256, matchesCommitment, toHex, utf8 } from '@sika/fairness';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button } from '../../../ui/button.tsx';
import { AlertIcon, CheckIcon } from '../../../ui/icons/core.tsx';
import { Sheet } from '../../../ui/sheet.tsx';
import { type SeedRotation, useRotateSeed, type WheelCfg, type WheelRef } from '../api/spin.ts';
import styles from './spin.module.css';

/**
 * Provably fair, as for game rounds (ARCHITECTURE.md, Randomness): every spin is drawn from
 * HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:0`) with a server seed committed by its SHA-256 before
 * the spin. Revealing the seed (which starts a new pair) lets the player check here, in the browser,
 * that the revealed seed is the one committed to, and recompute the draw's bytes.
 */
export default function FairnessSheet({
  wheel,
  fairness,
  record,
  onClose,
}: {
  wheel: WheelRef;
  fairness: WheelCfg['fairness'];
  record: SpinRecord | null;
  onClose(): void;
}) {
  const { t } = useT('rewards');
  const rotate = useRotateSeed(wheel);
  const [revealed, setRevealed] = useState<SeedRotation['previous']>(null);
  // The record's seed, from the record itself or from the rotation just made.
  const serverSeed =
    record?.serverSeed ??
    (record && revealed && revealed.serverSeedHash === record.serverSeedHash ? revealed.serverSeed : null);
  return (
    <Sheet open title={t('rewards.fair.title')} onClose={onClose}>
      <div className={styles.fairBody} data-testid="fairness">
        <p className={styles.fairIntro}>{t('rewards.fair.intro')}</p>
        {record && (
          <section className={styles.fairBlock} aria-labelledby="fair-spin">
            <h3 id="fair-spin" className={styles.fairTitle}>
              {t('rewards.fair.thisSpin', { nonce: record.nonce })}
            </h3>
            <Fact label={t('rewards.fair.hash')} value={record.serverSeedHash} />
            <Fact label={t('rewards.fair.clientSeed')} value={record.clientSeed} />
            <Fact label={t('rewards.fair.nonce')} value={String(record.nonce)} />
            <Fact label={t('rewards.fair.prizeIndex')} value={String(record.prizeIndex)} />
            {serverSeed ? (
              <Verdict record={record} serverSeed={serverSeed} />
            ) : (
              <p className={styles.fairNote}>{t('rewards.fair.hidden')}</p>
            )}
          </section>
        )}
        <section className={styles.fairBlock} aria-labelledby="fair-current">
          <h3 id="fair-current" className={styles.fairTitle}>
            {t('rewards.fair.current')}
          </h3>
          <Fact label={t('rewards.fair.hash')} value={fairness.serverSeedHash} />
          <Fact label={t('rewards.fair.clientSeed')} value={fairness.clientSeed} />
          <Fact label={t('rewards.fair.nextNonce')} value={String(fairness.nonce)} />
          {revealed && (
            <Fact label={t('rewards.fair.previousSeed')} value={revealed.serverSeed} testId="revealed-seed" />
          )}
          <Button
            variant="secondary"
            block
            loading={rotate.isPending}
            onClick={() =>
              rotate.mutate(undefined, { onSuccess: (rotation) => setRevealed(rotation.previous) })
            }
          >
            {t('rewards.fair.rotate')}
          </Button>
        </section>
      </div>
    </Sheet>
  );
}

function Verdict({ record, serverSeed }: { record: SpinRecord; serverSeed: string }) {
  const { t } = useT('rewards');
  const committed = matchesCommitment(serverSeed, record.serverSeedHash);
  const draw = toHex(hmacSha256(utf8(serverSeed), utf8(`${record.clientSeed}:${record.nonce}:0`)));
  return (
    <>
      <Fact label={t('rewards.fair.serverSeed')} value={serverSeed} />
      <Fact label={t('rewards.fair.draw')} value={draw} />
      <p className={committed ? styles.fairOk : styles.fairBad} role="status" data-testid="fair-verdict">
        {committed ? <CheckIcon /> : <AlertIcon />}
        {committed ? t('rewards.fair.ok') : t('rewards.fair.bad')}
      </p>
    </>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.fact}>
      <span className={styles.factLabel}>{label}</span>
      <code className={styles.factValue} data-testid={testId}>
        {value}
      </code>
    </div>
  );
}
