import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_DIMENSION,
  imageMessages,
  imageQuotaMessage,
  type UploadedImage,
} from '../../../shared/contracts/images.ts';
import { imageUrl } from '../../../shared/contracts/products.ts';
import type { Db } from '../../db/client.ts';
import { AppError, BadRequestError, NotFoundError } from '../../errors.ts';
import { readImageHeader } from './image-header.ts';
import { deleteAbandonedImages, findImage, insertImage, lockStoreUploads, storedImageBytes } from './images-queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An uploaded image that nothing uses this long after its upload was left behind by a form. */
export const ABANDONED_IMAGE_MS = 60 * 60_000;

/**
 * Stores an uploaded image for the shop; its type and size come from its own bytes. The shop keeps
 * at most `quotaBytes` of images: past it, images left behind by unsaved forms are deleted first,
 * and if that is not enough the upload is refused (409).
 */
export async function saveImage(db: Db, storeId: number, bytes: Buffer, quotaBytes: number): Promise<UploadedImage> {
  if (bytes.length === 0) throw new BadRequestError(imageMessages.empty, { image: imageMessages.empty });
  if (bytes.length > IMAGE_MAX_BYTES)
    throw new BadRequestError(imageMessages.tooLarge, { image: imageMessages.tooLarge });
  const header = readImageHeader(bytes);
  if (!header) throw new BadRequestError(imageMessages.invalidType, { image: imageMessages.invalidType });
  if (header.width > IMAGE_MAX_DIMENSION || header.height > IMAGE_MAX_DIMENSION) {
    throw new BadRequestError(imageMessages.tooManyPixels, { image: imageMessages.tooManyPixels });
  }
  const id = await db.transaction(async (tx) => {
    await lockStoreUploads(tx, storeId);
    let used = await storedImageBytes(tx, storeId);
    if (used + bytes.length > quotaBytes) {
      if (await deleteAbandonedImages(tx, storeId, new Date(Date.now() - ABANDONED_IMAGE_MS))) {
        used = await storedImageBytes(tx, storeId);
      }
      if (used + bytes.length > quotaBytes) {
        const message = imageQuotaMessage(quotaBytes);
        throw new AppError(409, 'storage_quota', message, { image: message });
      }
    }
    return insertImage(tx, {
      storeId,
      contentType: header.contentType,
      data: bytes,
      byteSize: bytes.length,
      width: header.width,
      height: header.height,
    });
  });
  return { id, url: imageUrl(id) ?? '', ...header, byteSize: bytes.length };
}

export async function getImage(db: Db, id: string): Promise<{ contentType: string; data: Buffer }> {
  // Anything that is not a UUID cannot be an image id: 404, not a database error.
  const row = UUID.test(id) ? await findImage(db, id.toLowerCase()) : undefined;
  if (!row) throw new NotFoundError(imageMessages.notFound);
  return row;
}
