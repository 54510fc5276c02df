/**
 * Spec core §4 Deposit page modes: the default channel is the first whose `mobilePattern` matches the
 * player's mobile. A market with a single channel (Kenya: M-Pesa) has nothing to choose, so it is that
 * one. A pattern the browser cannot compile matches nothing rather than breaking the page.
 */
export function defaultChannelFor<C extends { mobilePattern: string }>(
  channels: readonly C[],
  mobile: string | null | undefined,
): C | null {
  const matching = mobile ? channels.find((channel) => matches(channel.mobilePattern, mobile)) : undefined;
  return matching ?? (channels.length === 1 ? (channels[0] ?? null) : null);
}

function matches(pattern: string, mobile: string): boolean {
  try {
    return new RegExp(pattern).test(mobile);
  } catch {
    return false;
  }
}
