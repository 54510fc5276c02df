/**
 * The deposit result page's query (spec core §2 Deposit result page): status (1 success), no, bonus,
 * isBonus, msg. Ours besides: `reason` (the failure's code, so the page can say it in the player's
 * language; `msg` is the server's English), `state` (a deposit still waiting is not called failed), and
 * `nested` (the page belongs to a nested deposit: its button closes it).
 */
export interface DepositResultView {
  status: 0 | 1;
  no: string;
  bonus: number;
  isBonus: 0 | 1;
  msg: string;
  reason: string | null;
  state: number | null;
  nested: boolean;
}

export const DEPOSIT_RESULT_PATH = '/deposit/result';

/** An order as the poller last saw it (either the player's result call or the pay hall's). */
export interface SettledOrder {
  state: number;
  transNo: string;
  bonus: number;
  message: string;
  reason: string | null;
}

export function resultOf(order: SettledOrder, nested = false): DepositResultView {
  const success = order.state === 3;
  return {
    status: success ? 1 : 0,
    no: order.transNo,
    bonus: order.bonus,
    isBonus: success && order.bonus > 0 ? 1 : 0,
    msg: success ? '' : order.message,
    reason: success ? null : order.reason,
    state: order.state,
    nested,
  };
}

export function resultSearch(view: DepositResultView): string {
  const query = new URLSearchParams({
    status: String(view.status),
    no: view.no,
    bonus: String(view.bonus),
    isBonus: String(view.isBonus),
    msg: view.msg,
  });
  if (view.reason) query.set('reason', view.reason);
  if (view.state !== null) query.set('state', String(view.state));
  if (view.nested) query.set('nested', '1');
  return `?${query.toString()}`;
}

export function readResult(query: URLSearchParams): DepositResultView {
  const int = (key: string) => {
    const value = Number(query.get(key));
    return Number.isSafeInteger(value) && value >= 0 ? value : 0;
  };
  const state = query.get('state');
  const reason = query.get('reason');
  return {
    status: query.get('status') === '1' ? 1 : 0,
    no: (query.get('no') ?? '').slice(0, 40),
    bonus: int('bonus'),
    isBonus: query.get('isBonus') === '1' ? 1 : 0,
    msg: (query.get('msg') ?? '').slice(0, 300),
    reason: reason && /^[A-Z_]{2,40}$/.test(reason) ? reason : null,
    state: state && /^\d$/.test(state) ? Number(state) : null,
    nested: query.get('nested') === '1',
  };
}

/** A result whose deposit has not settled yet: the money may still arrive (spec: only 3+ is final). */
export function isStillWaiting(view: DepositResultView): boolean {
  return view.status === 0 && view.state !== null && view.state < 3;
}
