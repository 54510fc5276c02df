import { FILE_MAX_BYTES } from '@sika/domain';

/**
 * The receipt photo of an appeal (spec core §5: "File uploaded more than 10M"). The server checks the size
 * and the content again; this saves the player a long upload that would be refused.
 */
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type ReceiptProblem = 'too-large' | 'not-image' | 'empty';

export function receiptProblem(file: { size: number; type: string }): ReceiptProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > FILE_MAX_BYTES) return 'too-large';
  // Some Android pickers leave the type blank: the server reads the content either way.
  if (file.type && !(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'not-image';
  return null;
}

/** The mobile-money transaction id from the payment SMS, as the server takes it. */
export function isTransactionId(text: string): boolean {
  return /^[A-Za-z0-9.\-_]{4,40}$/.test(text);
}

/** Above this a photo is made smaller before it is sent: mobile data is expensive and slow. */
export const SHRINK_ABOVE_BYTES = 1_000_000;
const MAX_SIDE_PX = 2_000;

/**
 * A phone photo of several MB, re-drawn at most 2000 px on a side as JPEG (the server keeps no more than
 * that anyway). Falls back to the original when the browser cannot, or when it would not be smaller.
 */
export async function shrinkReceipt(file: File): Promise<Blob> {
  if (file.size <= SHRINK_ABOVE_BYTES || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob && blob.size < file.size ? blob : file;
  } catch {
    return file;
  }
}
