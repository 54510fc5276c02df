import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../http/errors.ts';

/**
 * A receipt photo as we keep it (checklist S11): the type is read from the content (magic bytes), not
 * from the name or the declared type; the image is decoded and re-encoded to WebP, which drops metadata
 * (EXIF, GPS) and anything hidden after the image data; it is stored outside any web root under a name
 * we make. The upload limit (10 MB, 413 beyond) is enforced by the multipart parser before this runs.
 */
const MAX_SIDE_PX = 2_000;
/** Refuses pixel floods (a tiny file that decodes to gigabytes) before decoding: 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

type ImageKind = 'jpeg' | 'png' | 'webp';

export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface StoredReceipt {
  file: string;
  bytes: number;
  width: number;
  height: number;
}

/** Errors: UNSUPPORTED_MEDIA (not a JPEG, PNG or WebP, or not decodable, or too many pixels). */
export async function storeReceipt(dataDir: string, data: Buffer): Promise<StoredReceipt> {
  const kind = sniffImage(data);
  if (!kind) {
    throw new AppError('UNSUPPORTED_MEDIA', {
      message: 'Please send a photo or screenshot (JPEG, PNG or WebP).',
    });
  }
  let encoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    encoded = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new AppError('UNSUPPORTED_MEDIA', {
      message: 'The image could not be read. Please send another photo.',
      internal: `${kind}: ${(error as Error).message}`,
    });
  }
  const file = `${randomUUID()}.webp`;
  const dir = receiptsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(path.join(dir, file), encoded.data, { flag: 'wx', mode: 0o600 });
  return { file, bytes: encoded.data.length, width: encoded.info.width, height: encoded.info.height };
}

export function readReceipt(dataDir: string, file: string): Promise<Buffer> {
  return readFile(path.join(receiptsDir(dataDir), path.basename(file)));
}

export async function discardReceipt(dataDir: string, file: string): Promise<void> {
  await unlink(path.join(receiptsDir(dataDir), path.basename(file))).catch(() => undefined);
}

function receiptsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads', 'appeals');
}
