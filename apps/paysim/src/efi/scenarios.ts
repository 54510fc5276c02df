import type { Outcome, Plan, SimFailure, Timing } from '../types.ts';

/**
 * Test values of the Efí simulator. Efí's own sandbox picks outcomes by amount (market-payments.md §5.3,
 * §5.5); our charges carry no phone number, so the simulator keys a charge on its centavos and a payout on
 * the favoured Pix key:
 *
 * | Charge (valor.original) | What happens |
 * | --- | --- |
 * | R$ x.01 | paid at once (CONCLUIDA, webhook) |
 * | R$ x.02 | never paid: removed when it expires (REMOVIDA_PELO_PSP, no webhook) |
 * | R$ x.03 | stays ATIVA (never paid) |
 * | R$ x.04 | paid after `delayedMs` |
 * | any other | waits for the payer: the simulator's page (or `autoApproveMs`) pays it |
 *
 * | Payout (favorecido.chave) | What happens |
 * | --- | --- |
 * | recusado@pix.sika.test | accepted, then NAO_REALIZADO (webhook, erro AC03) |
 * | invalida@pix.sika.test | refused in the request: 400 `chave_invalida`, nothing sent |
 * | pendente@pix.sika.test | stays EM_PROCESSAMENTO |
 * | lento@pix.sika.test | REALIZADO after `delayedMs` |
 * | any other key | REALIZADO after `payoutMs` |
 *
 * Timeouts, 5xx, duplicate and dropped webhooks are the simulator's fault knobs (README), for Efí as for
 * every provider.
 */

type Row = [scenario: string, timing: Timing, failure: SimFailure | null];

const removed: SimFailure = { code: 'REMOVIDA_PELO_PSP', message: 'Cobrança expirada' };

const COB_BY_CENTS: Record<string, Row> = {
  '01': ['CobPaidAtOnce', 'now', null],
  '02': ['CobExpired', 'expiry', removed],
  '03': ['CobNeverPaid', 'never', null],
  '04': ['CobPaidLater', 'delayed', null],
};

const PAYOUT_BY_KEY: Record<string, Row> = {
  'recusado@pix.sika.test': [
    'PixRefused',
    'payout',
    { code: 'AC03', message: 'Conta do recebedor inválida' },
  ],
  'pendente@pix.sika.test': ['PixPending', 'never', null],
  'lento@pix.sika.test': ['PixLate', 'delayed', null],
};

/** Keys refused at once: the request answers 400 and nothing exists under the idEnvio. */
export const REFUSED_KEYS: Record<string, { nome: string; mensagem: string }> = {
  'invalida@pix.sika.test': { nome: 'chave_invalida', mensagem: 'A chave informada não foi encontrada' },
};

const SUCCESS: Outcome = { status: 'SUCCESSFUL' };

export function cobPlan(amount: string): Plan {
  const row = COB_BY_CENTS[amount.slice(-2)];
  return row ? planOf(row) : { scenario: 'CobPayer', timing: 'approval', outcome: SUCCESS };
}

export function pixEnvioPlan(key: string): Plan {
  const row = PAYOUT_BY_KEY[key.toLowerCase()];
  return row ? planOf(row) : { scenario: 'PixSent', timing: 'payout', outcome: SUCCESS };
}

function planOf([scenario, timing, failure]: Row): Plan {
  return { scenario, timing, outcome: failure === null ? SUCCESS : { status: 'FAILED', failure } };
}

export const EFI_TEST_ROWS = { cob: COB_BY_CENTS, payout: PAYOUT_BY_KEY, refused: REFUSED_KEYS } as const;
