import * as contract from '@sika/contract';
import type { WebCall } from './calls.ts';

function isCallDef(value: unknown): value is contract.CallDef {
  return (
    typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'data' in value
  );
}

const definitions = (Object.values(contract) as unknown[]).filter(isCallDef);

/**
 * Development only (never in the production bundle): checks every answer against the contract's zod
 * schema, so a drift between server and client shows up in the console at once.
 */
export function validateAgainstContract(call: WebCall, data: unknown): void {
  const def = definitions.find((d) => d.path === call.path && d.method === call.method);
  if (!def) return;
  const result = def.data.safeParse(data);
  if (!result.success)
    console.warn(`[contract] ${def.operationId} answered off-contract`, result.error.issues);
}
