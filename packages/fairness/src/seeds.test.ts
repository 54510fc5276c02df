import { describe, expect, it } from 'vitest';
import {
  commitServerSeed,
  isValidClientSeed,
  matchesCommitment,
  newClientSeed,
  newServerSeed,
} from './seeds.ts';

describe('seeds', () => {
  it('makes 64-hex server seeds that never repeat', () => {
    const seeds = new Set(Array.from({ length: 1000 }, newServerSeed));
    expect(seeds.size).toBe(1000);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newClientSeed()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('checks a revealed seed against its commitment, case-insensitively', () => {
    const seed = newServerSeed();
    expect(matchesCommitment(seed, commitServerSeed(seed).toUpperCase())).toBe(true);
    expect(matchesCommitment(newServerSeed(), commitServerSeed(seed))).toBe(false);
  });

  it('accepts printable client seeds of 1 to 64 characters', () => {
    expect(isValidClientSeed('my lucky seed 7')).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed(' padded ')).toBe(false);
    expect(isValidClientSeed('tab\there')).toBe(false);
  });
});
