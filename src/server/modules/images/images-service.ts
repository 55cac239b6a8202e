import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_DIMENSION,
  imageMessages,
  type UploadedImage,
} from '../../../shared/contracts/images.ts';
import { imageUrl } from '../../../shared/contracts/products.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { readImageHeader } from './image-header.ts';
import { findImage, insertImage } from './images-queries.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stores an uploaded image for the shop; its type and size come from its own bytes. */
export async function saveImage(db: Db, storeId: number, bytes: Buffer): Promise<UploadedImage> {
  if (bytes.length === 0) throw new BadRequestError(imageMessages.empty, { image: imageMessages.empty });
  if (bytes.length > IMAGE_MAX_BYTES)
    throw new BadRequestError(imageMessages.tooLarge, { image: imageMessages.tooLarge });
  const header = readImageHeader(bytes);
  if (!header) throw new BadRequestError(imageMessages.invalidType, { image: imageMessages.invalidType });
  if (header.width > IMAGE_MAX_DIMENSION || header.height > IMAGE_MAX_DIMENSION) {
    throw new BadRequestError(imageMessages.tooManyPixels, { image: imageMessages.tooManyPixels });
  }
  const id = await insertImage(db, {
    storeId,
    contentType: header.contentType,
    data: bytes,
    byteSize: bytes.length,
    width: header.width,
    height: header.height,
  });
  return { id, url: imageUrl(id) ?? '', ...header, byteSize: bytes.length };
}

export async function getImage(db: Db, id: string): Promise<{ contentType: string; data: Buffer }> {
  // Anything that is not a UUID cannot be an image id: 404, not a database error.
  const row = UUID.test(id) ? await findImage(db, id.toLowerCase()) : undefined;
  if (!row) throw new NotFoundError(imageMessages.notFound);
  return row;
}
