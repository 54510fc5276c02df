import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button } from '../../../ui/button.tsx';
import styles from './deposit.module.css';

// The QR code generator is loaded only here, on a Pix charge's wait screen.
const PixQrCode = lazy(() => import('./pix-qr-code.tsx'));

/**
 * A Pix charge (Brazil, Efí): the payer pays from their bank's app with the charge's "copia e cola" code.
 * On a phone the bank's app is on the same screen, so copying the code is the first way to pay; beside the
 * Copy button the same code as a QR code, for paying from another phone. The wait goes on while Efí
 * confirms the Pix.
 */
export function PixCodeStep({ payCode }: { payCode: string }) {
  const { t } = useT('deposit');
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(payCode);
      setCopied(true);
    } catch {
      // No clipboard (an old WebView, or permission refused): select the code for a long-press copy.
      field.current?.select();
    }
  }

  return (
    <div className={styles.payerStep} data-testid="deposit-pix-code">
      <label className={styles.voucherTitle} htmlFor="pix-code">
        {t('deposit.wait.pixCodeLabel')}
      </label>
      <textarea
        id="pix-code"
        ref={field}
        className={styles.pixCode}
        readOnly
        rows={4}
        value={payCode}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.pixPayRow}>
        <Suspense fallback={<div className={styles.pixQr} aria-hidden="true" />}>
          <PixQrCode payCode={payCode} label={t('deposit.wait.pixQrLabel')} />
        </Suspense>
        <div className={styles.pixPayAside}>
          <p className={styles.pixQrHint}>{t('deposit.wait.pixQrHint')}</p>
          <Button type="button" variant="primary" block onClick={copy}>
            {copied ? t('deposit.wait.pixCopied') : t('deposit.wait.pixCopy')}
          </Button>
        </div>
      </div>
    </div>
  );
}
