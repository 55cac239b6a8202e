import { IMAGE_MAX_DIMENSION } from '../../../shared/contracts/images.ts';
import { IMAGE_VARIANT_WIDTHS } from '../../../shared/image-url.ts';

/** WebP quality of the variants: a photo's details survive, a 320 px one weighs a few KB. */
export const VARIANT_QUALITY = 75;

export interface ImageVariant {
  width: number;
  height: number;
  contentType: 'image/webp';
  data: Buffer;
}

/** The widths stored of an image `width` px wide: those below it, and the image's own (at most 1200). */
export function variantWidths(width: number): number[] {
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? width;
  const below = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  return width >= largest ? [...IMAGE_VARIANT_WIDTHS] : [...below, width];
}

type Sharp = typeof import('sharp').default;
let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips) loads on first use: a server that never resizes an image does not carry it.
 * Its operation cache is off (each image is resized once, then stored).
 */
function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/**
 * The image at each stored width, as WebP without metadata (no EXIF, GPS or colour profile other
 * than sRGB), turned upright by its EXIF orientation, never enlarged. The file is decoded once.
 * Throws when the bytes cannot be decoded (a file with a valid header but broken data).
 */
export async function makeVariants(bytes: Buffer): Promise<ImageVariant[]> {
  const sharp = await loadSharp();
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] ?? 1200;
  const { data, info } = await sharp(bytes, {
    failOn: 'error',
    limitInputPixels: IMAGE_MAX_DIMENSION * IMAGE_MAX_DIMENSION,
  })
    .autoOrient()
    .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants: ImageVariant[] = [];
  for (const width of variantWidths(info.width)) {
    const out = await sharp(data, { raw })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: VARIANT_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: out.info.width, height: out.info.height, contentType: 'image/webp', data: out.data });
  }
  return variants;
}
