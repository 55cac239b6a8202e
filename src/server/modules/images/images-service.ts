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
import { assertStoreOpen } from '../storefront/store-availability.ts';
import { readImageHeader } from './image-header.ts';
import {
  type BoxedImage,
  fitToBox,
  type ImageBox,
  type ImageVariant,
  makeVariants,
  type StrippedImage,
  withoutMetadata,
} from './image-variants.ts';
import {
  deleteAbandonedImages,
  findImage,
  findImageSource,
  findVariant,
  insertImage,
  insertVariants,
  lockStoreUploads,
  storedImageBytes,
} from './images-queries.ts';

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
  // Stripped of its metadata (a photo's GPS position among them) and resized before the
  // transaction (the slow part, ~0.1-0.3 s), so the shop's lock is held briefly.
  let stored: StrippedImage;
  let variants: ImageVariant[];
  try {
    stored = await withoutMetadata(bytes, header.contentType);
    variants = await makeVariants(stored.data);
  } catch {
    throw new BadRequestError(imageMessages.unreadable, { image: imageMessages.unreadable });
  }
  const file = stored.data;
  const total = file.length + variants.reduce((sum, v) => sum + v.data.length, 0);
  const id = await db.transaction(async (tx) => {
    await lockStoreUploads(tx, storeId);
    let used = await storedImageBytes(tx, storeId);
    if (used + total > quotaBytes) {
      if (await deleteAbandonedImages(tx, storeId, new Date(Date.now() - ABANDONED_IMAGE_MS))) {
        used = await storedImageBytes(tx, storeId);
      }
      if (used + total > quotaBytes) {
        const message = imageQuotaMessage(quotaBytes);
        throw new AppError(409, 'storage_quota', message, { image: message });
      }
    }
    const imageId = await insertImage(tx, {
      storeId,
      contentType: header.contentType,
      data: file,
      byteSize: file.length,
      width: stored.width,
      height: stored.height,
    });
    await insertVariants(tx, variantRows(imageId, storeId, variants));
    return imageId;
  });
  return {
    id,
    url: imageUrl(id) ?? '',
    contentType: header.contentType,
    width: stored.width,
    height: stored.height,
    byteSize: file.length,
  };
}

function variantRows(imageId: string, storeId: number, variants: ImageVariant[]) {
  return variants.map((v) => ({
    imageId,
    storeId,
    width: v.width,
    height: v.height,
    contentType: v.contentType,
    data: v.data,
    byteSize: v.data.length,
  }));
}

export interface ServedImage {
  contentType: string;
  data: Buffer;
  /** The variant's width; null: the uploaded file itself. */
  width: number | null;
}

/**
 * An image by id: the uploaded file, or with `width` the stored variant nearest to it (the
 * narrowest at least that wide, else the widest). An image uploaded before variants existed gets
 * them on its first such request (see `backfillVariants`); until they exist, the file itself.
 */
export async function getImage(db: Db, id: string, width?: number): Promise<ServedImage> {
  // Anything that is not a UUID cannot be an image id: 404, not a database error.
  if (!UUID.test(id)) throw new NotFoundError(imageMessages.notFound);
  const key = id.toLowerCase();
  if (width !== undefined) {
    const variant = await findVariant(db, key, width);
    if (variant) return served(variant);
  }
  const row = await findImage(db, key);
  if (!row) throw new NotFoundError(imageMessages.notFound);
  // A blocked shop's images are not served (404 store_unavailable), nor their variants made.
  assertStoreOpen(row.storeStatus);
  // Only an image that exists takes a place in the back-fill queue (unknown ids answer 404 at once).
  if (width !== undefined && (await backfillVariants(db, key))) {
    const variant = await findVariant(db, key, width);
    if (variant) return served(variant);
  }
  return served({ ...row, width: null });
}

/**
 * An uploaded image resized to a box, read from the database (never over HTTP), for a picture the
 * server composes (a shop's link preview): from the stored width a little above the box's longer
 * side, so that a crop of any shape still fills it. null when the image does not exist (any more),
 * its shop is blocked, or its bytes do not decode: the picture is drawn without it.
 */
export async function getImageInBox(db: Db, id: string, box: ImageBox): Promise<BoxedImage | null> {
  let image: ServedImage;
  try {
    image = await getImage(db, id, Math.ceil((Math.max(box.width, box.height) * 4) / 3));
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
  try {
    return await fitToBox(image.data, box);
  } catch {
    return null;
  }
}

/** What is sent of an image read with its shop's status, once the shop is known to be open. */
function served({ storeStatus, ...image }: ServedImage & { storeStatus: 'liberado' | 'bloqueado' }): ServedImage {
  assertStoreOpen(storeStatus);
  return image;
}

/** Back-fills waiting at once, past which a request gets the file itself instead of waiting. */
export const BACKFILL_MAX_WAITING = 8;
/** Images whose variants could not be made (bytes that do not decode), not tried again. */
const FAILED_MAX = 1000;
const running = new Map<string, Promise<boolean>>();
const failed = new Set<string>();
let queue: Promise<unknown> = Promise.resolve();

/**
 * Makes and stores the variants of an image uploaded before they existed, on its first request
 * with a width. Bounded: one image at a time per process (one request for an image waits for the
 * one already making it), at most BACKFILL_MAX_WAITING waiting; past that, and for an image that
 * cannot be decoded, false (the caller serves the file itself). The variants count in the shop's
 * quota from then on. false as well for an unknown id.
 */
export function backfillVariants(db: Db, id: string): Promise<boolean> {
  const current = running.get(id);
  if (current) return current;
  if (failed.has(id) || running.size >= BACKFILL_MAX_WAITING) return Promise.resolve(false);
  const job = queue.then(async () => {
    const source = await findImageSource(db, id);
    if (!source) return false;
    let variants: ImageVariant[];
    try {
      variants = await makeVariants(source.data);
    } catch {
      if (failed.size >= FAILED_MAX) failed.clear();
      failed.add(id);
      return false;
    }
    // The image may have been deleted meanwhile (its variants would break the foreign key).
    return insertVariants(db, variantRows(id, source.storeId, variants)).then(
      () => true,
      () => false,
    );
  });
  const settled = job.finally(() => running.delete(id));
  running.set(id, settled);
  queue = settled.catch(() => undefined);
  return settled;
}
