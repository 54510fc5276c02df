import type { AuthResult } from '@sika/contract';
import type { TFunction } from '../../../i18n/index.ts';
import { errorCodes, isApiError } from '../../../lib/api/index.ts';
import { confirmDialog } from '../../../ui/dialog.tsx';

/**
 * Spec core §4 Login errors: code 1003 (self-exclusion) asks the player; on accept the login is retried with
 * selfInclusion=1, on cancel nothing happens (null). Other failures were already shown by the API client.
 */
export async function loginWithSelfInclusion(
  attempt: (selfInclusion: boolean) => Promise<AuthResult>,
  t: TFunction,
): Promise<AuthResult | null> {
  try {
    return await attempt(false);
  } catch (error) {
    if (!isApiError(error) || error.code !== errorCodes.SELF_EXCLUDED) return null;
    const accepted = await confirmDialog({
      title: t('auth.selfExcludedTitle'),
      message: t(`errors.${errorCodes.SELF_EXCLUDED}`),
      confirmText: t('auth.comeBack'),
    });
    if (!accepted) return null;
    try {
      return await attempt(true);
    } catch {
      return null;
    }
  }
}
