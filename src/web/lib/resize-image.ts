import { IMAGE_MAX_SIDE } from '../../shared/contracts/images.ts';

export interface ResizedImage {
  blob: Blob;
  width: number;
  height: number;
}

export interface ResizeOptions {
  /** The longest side after resizing (never enlarged). */
  maxSide?: number;
  quality?: number;
}

/** The size to draw at: the longest side at most maxSide, proportions kept. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  try {
    // Applies the photo's EXIF orientation, so a phone picture is not drawn on its side.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    const url = URL.createObjectURL(file);
    try {
      const img = new Image();
      img.decoding = 'async';
      img.src = url;
      await img.decode();
      return img;
    } finally {
      URL.revokeObjectURL(url);
    }
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Shrinks a photo in the browser before it is uploaded: longest side 1200 px, WebP (or JPEG where
 * the browser cannot write WebP) at about 0.85 quality. Re-encoding also drops the file's
 * metadata (a phone photo's GPS position). Throws when the file is not an image the browser reads.
 */
export async function resizeImage(file: Blob, options: ResizeOptions = {}): Promise<ResizedImage> {
  const maxSide = options.maxSide ?? IMAGE_MAX_SIDE;
  const quality = options.quality ?? 0.85;
  const source = await decode(file);
  const natural =
    source instanceof HTMLImageElement
      ? { width: source.naturalWidth, height: source.naturalHeight }
      : { width: source.width, height: source.height };
  if (!natural.width || !natural.height) throw new Error('empty image');
  const { width, height } = fitWithin(natural.width, natural.height, maxSide);

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  if ('close' in source) source.close();

  const webp = await toBlob(canvas, 'image/webp', quality);
  if (webp && webp.type === 'image/webp') return { blob: webp, width, height };
  // JPEG has no transparency: put the picture on white instead of black.
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  const jpeg = await toBlob(canvas, 'image/jpeg', quality);
  if (!jpeg) throw new Error('encode failed');
  return { blob: jpeg, width, height };
}
