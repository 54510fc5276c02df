import { expect, inject } from 'vitest';

/** A USSD prompt waiting on the payment simulator's payer phone. */
export interface PayerPrompt {
  id: string;
  msisdn: string;
  amount: string;
}

/**
 * The payer approves the MTN prompt sent to a Ghanaian `mobile` on their phone, as the simulator's payer
 * page does; answers the prompt. Polls until the prompt is there (the deposit sends it asynchronously).
 */
export async function approvePrompt(mobile: string): Promise<PayerPrompt> {
  const paysim = inject('serviceUrls').paysim as string;
  const msisdn = `233${mobile.slice(1)}`;
  let approved: PayerPrompt | undefined;
  await expect
    .poll(
      async () => {
        const prompts = (await (await fetch(`${paysim}/_sim/prompts`)).json()) as PayerPrompt[];
        const prompt = prompts.find((p) => p.msisdn === msisdn);
        if (!prompt) return false;
        const answer = await fetch(`${paysim}/_sim/prompts/${prompt.id}/approve`, { method: 'POST' });
        if (answer.ok) approved = prompt;
        return answer.ok;
      },
      { timeout: 20_000, interval: 250, message: `a prompt for ${msisdn}` },
    )
    .toBe(true);
  return approved!;
}
