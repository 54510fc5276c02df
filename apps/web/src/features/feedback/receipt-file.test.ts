import { describe, expect, it } from 'vitest';
import { isTransactionId, receiptProblem } from './receipt-file.ts';

const MB = 1024 * 1024;

describe('the appeal receipt (spec core §5 File upload 10M)', () => {
  it('accepts a JPEG, PNG or WebP photo up to 10 MB', () => {
    expect(receiptProblem({ size: 2 * MB, type: 'image/jpeg' })).toBeNull();
    expect(receiptProblem({ size: 10 * MB, type: 'image/png' })).toBeNull();
    expect(receiptProblem({ size: 500, type: 'image/webp' })).toBeNull();
  });

  it('refuses a file over 10 MB before it is sent', () => {
    expect(receiptProblem({ size: 10 * MB + 1, type: 'image/jpeg' })).toBe('too-large');
  });

  it('refuses other types, but lets a blank type through for the server to read', () => {
    expect(receiptProblem({ size: 100, type: 'application/pdf' })).toBe('not-image');
    expect(receiptProblem({ size: 100, type: '' })).toBeNull();
    expect(receiptProblem({ size: 0, type: 'image/png' })).toBe('empty');
  });

  it('takes the transaction id as the server does', () => {
    expect(isTransactionId('1234567890')).toBe(true);
    expect(isTransactionId('MP24.11-AB_9')).toBe(true);
    expect(isTransactionId('123')).toBe(false);
    expect(isTransactionId('12 34 56')).toBe(false);
  });
});
