export * from './account.ts';
export * from './call.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './wallet.ts';
export * from './content.ts';
