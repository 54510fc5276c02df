import { z } from 'zod';

/** An on/off setting: `1`/`true` or `0`/`false`. */
export const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
