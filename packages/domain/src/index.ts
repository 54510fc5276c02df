export * from './constants.ts';
export * from './markets.ts';
export * from './money.ts';
export * from './validation.ts';
