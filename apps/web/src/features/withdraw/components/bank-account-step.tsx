import type { PayoutBankAccount } from '@sika/contract';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { describeError, useT } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { type SearchableBank, usePayoutBanks } from '../api/get-payout-banks.ts';
import {
  type ResolvedBankAccount,
  useResolveBankAccount,
  useSaveBankAccount,
} from '../api/payout-bank-account.ts';
import { matchingBanks, NUBAN_LENGTH } from '../bank-search.ts';
import styles from './withdraw.module.css';

/** The error a bank call answered, in the player's words (the catalogue's text, translated). */
function messageOf(error: unknown): string | null {
  if (!error) return null;
  return isApiError(error) ? describeError(error.code, error.message) : describeError(-1, '');
}

/**
 * The bank account a withdrawal is paid to (Nigeria; docs/withdrawals.md, Bank accounts): the player picks
 * their bank from the server's list, types the 10-digit account number, sees the holder's name the bank gives
 * and confirms it is theirs. The server stores the confirmed account; every later withdrawal pays it.
 */
export function BankAccountStep({
  current,
  onSaved,
  onCancel,
}: {
  /** The confirmed account when the player is changing it (they may keep it). */
  current: PayoutBankAccount | null;
  onSaved(): void;
  onCancel?: () => void;
}) {
  const { t } = useT('withdraw');
  const banks = usePayoutBanks();
  const [bank, setBank] = useState<SearchableBank | null>(null);
  const [number, setNumber] = useState('');
  const resolve = useResolveBankAccount();
  const save = useSaveBankAccount();
  const { mutate: resolveAccount, reset: resetResolve } = resolve;

  // The bank is asked once the number is complete: no button to find, and nothing sent for a half number.
  useEffect(() => {
    resetResolve();
    if (bank && number.length === NUBAN_LENGTH)
      resolveAccount({ bankCode: bank.code, accountNumber: number });
  }, [bank, number, resolveAccount, resetResolve]);

  const resolved: ResolvedBankAccount | undefined =
    resolve.data && resolve.data.accountNumber === number && resolve.data.bankCode === bank?.code
      ? resolve.data
      : undefined;
  const error = messageOf(save.error ?? resolve.error);

  const confirm = () => {
    if (!resolved) return;
    save.mutate(
      { bankCode: resolved.bankCode, accountNumber: resolved.accountNumber },
      { onSuccess: () => onSaved() },
    );
  };

  return (
    <section
      className={styles.bankStep}
      aria-labelledby="withdraw-bank-title"
      data-testid="withdraw-bank-step"
    >
      <h2 id="withdraw-bank-title" className={styles.bankTitle}>
        {t('withdraw.bank.title')}
      </h2>
      <p className={styles.bankIntro}>{t('withdraw.bank.intro')}</p>

      {bank ? (
        <div className={styles.bankChosen}>
          <span className={styles.bankChosenLabel}>{t('withdraw.bank.bank')}</span>
          <strong data-testid="withdraw-bank-chosen">{bank.name}</strong>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setBank(null);
              save.reset();
            }}
          >
            {t('withdraw.bank.changeBank')}
          </Button>
        </div>
      ) : banks.isError ? (
        <div className={styles.bankError} role="alert">
          <p>{messageOf(banks.error)}</p>
          <Button size="sm" variant="secondary" onClick={() => void banks.refetch()}>
            {t('state.retry')}
          </Button>
        </div>
      ) : banks.data ? (
        <BankSearch banks={banks.data} onPick={setBank} />
      ) : (
        <Spinner label={t('common.loading')} />
      )}

      <Field
        label={t('withdraw.bank.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        maxLength={NUBAN_LENGTH}
        value={number}
        onChange={(event) => {
          setNumber(event.target.value.replace(/\D/g, '').slice(0, NUBAN_LENGTH));
          save.reset();
        }}
        hint={t('withdraw.bank.accountNumberHint')}
        error={bank && number.length === NUBAN_LENGTH ? error : null}
        data-testid="withdraw-bank-number"
      />

      {resolve.isPending && (
        <p className={styles.bankChecking} role="status">
          <Spinner size="sm" /> {t('withdraw.bank.resolving')}
        </p>
      )}

      {resolved && (
        <div className={styles.bankResolved} data-testid="withdraw-bank-resolved">
          <p className={styles.bankQuestion}>{t('withdraw.bank.question')}</p>
          <dl className={styles.summary}>
            <div className={styles.figure}>
              <dt>{t('withdraw.bank.accountName')}</dt>
              <dd data-testid="withdraw-bank-holder">{resolved.accountName}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('withdraw.bank.bank')}</dt>
              <dd>{resolved.bankName}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('withdraw.bank.accountNumber')}</dt>
              <dd className={styles.mono}>{resolved.accountNumber}</dd>
            </div>
          </dl>
          <p className={styles.bankNote}>{t('withdraw.bank.holderNote')}</p>
          <Button block loading={save.isPending} onClick={confirm} data-testid="withdraw-bank-confirm">
            {t('withdraw.bank.confirm')}
          </Button>
        </div>
      )}

      {onCancel && current && (
        <Button variant="ghost" block onClick={onCancel}>
          {t('withdraw.bank.keep', { bank: current.bankName, number: current.accountNumber })}
        </Button>
      )}
    </section>
  );
}

/** How many matches are drawn at once: a low-end phone redraws 20 buttons per key press without a stutter. */
const SHOWN_BANKS = 20;

/** The bank list, searched by name as the player types; tap one to choose it. */
function BankSearch({ banks, onPick }: { banks: SearchableBank[]; onPick(bank: SearchableBank): void }) {
  const { t } = useT('withdraw');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const matches = useMemo(() => matchingBanks(banks, deferred), [banks, deferred]);
  const shown = matches.slice(0, SHOWN_BANKS);
  return (
    <div className={styles.bankSearch}>
      <Field
        label={t('withdraw.bank.bank')}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('withdraw.bank.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && matches.length === 1 && matches[0]) onPick(matches[0]);
        }}
        data-testid="withdraw-bank-search"
      />
      <ul className={styles.bankList} aria-label={t('withdraw.bank.bank')}>
        {shown.map((bank) => (
          <li key={bank.code}>
            <button
              type="button"
              className={styles.bankOption}
              onClick={() => onPick(bank)}
              data-testid={`withdraw-bank-option-${bank.code}`}
            >
              {bank.name}
            </button>
          </li>
        ))}
      </ul>
      {matches.length === 0 ? (
        <p className={styles.bankNote}>{t('withdraw.bank.noMatch', { query: deferred.trim() })}</p>
      ) : (
        matches.length > shown.length && <p className={styles.bankNote}>{t('withdraw.bank.keepTyping')}</p>
      )}
    </div>
  );
}

/** The confirmed account above the amount: where this withdrawal goes, and the way to change it. */
export function BankAccountCard({ account, onChange }: { account: PayoutBankAccount; onChange(): void }) {
  const { t } = useT('withdraw');
  return (
    <div className={styles.bankCard} data-testid="withdraw-bank-account">
      <span className={styles.bankChosenLabel}>{t('withdraw.bank.paidTo')}</span>
      <strong className={styles.bankHolder}>{account.accountName}</strong>
      <span className={styles.bankLine}>
        {account.bankName} · <span className={styles.mono}>{account.accountNumber}</span>
      </span>
      <Button variant="ghost" size="sm" onClick={onChange} data-testid="withdraw-bank-change">
        {t('withdraw.bank.change')}
      </Button>
    </div>
  );
}
