import type { Selectable } from 'kysely';
import type { KycRecords } from '../../db/schema.gen.ts';

/** The KYC table as Kysely reads it, generated from db/migrations/0610_kyc.sql (`npm run db:types`). */
export type KycRecordRow = Selectable<KycRecords>;
export type KycState = KycRecordRow['state'];
