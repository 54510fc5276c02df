export * from './constants.ts';
export * from './kyc.ts';
export * from './markets.ts';
export * from './money.ts';
export * from './validation.ts';
export * from './withdraw-quote.ts';
