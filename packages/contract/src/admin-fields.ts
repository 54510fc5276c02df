import { z } from 'zod';

/**
 * Fields several staff calls share (admin-*.ts); not exported by the package's index, which exports the
 * calls and their views.
 */

/** The reason a staff member gives for a decision; the audit log keeps it. */
export const staffReason = z.string().trim().min(3).max(500);
export const uuidParam = z.object({ id: z.string().uuid() });
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
