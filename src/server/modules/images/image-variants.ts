import { IMAGE_MAX_DIMENSION } from '../../../shared/contracts/images.ts';
import { IMAGE_VARIANT_WIDTHS } from '../../../shared/image-url.ts';

/** WebP quality of the variants: a photo's details survive, a 320 px one weighs a few KB. */
export const VARIANT_QUALITY = 75;
/** Quality of an uploaded JPEG or WebP re-encoded to drop its metadata: close to the file as sent. */
export const ORIGINAL_QUALITY = 90;

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
export function loadSharp(): Promise<Sharp> {
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

/** A picture composed on the server takes an image: filling its box (cropped), or whole inside it. */
export interface ImageBox {
  width: number;
  height: number;
  /** cover: cropped to fill the box, as a JPEG (a photo); contain: whole, as a PNG that keeps transparency (a logo). */
  fit: 'cover' | 'contain';
}

export interface BoxedImage {
  contentType: 'image/jpeg' | 'image/png';
  data: Buffer;
}

/**
 * The image resized to a box, for a picture drawn on the server (the link preview): a photo is
 * cropped around its centre to fill the box and laid on white where it is transparent; a logo is
 * kept whole, centred, on a transparent box. Throws when the bytes cannot be decoded.
 */
export async function fitToBox(bytes: Buffer, box: ImageBox): Promise<BoxedImage> {
  const sharp = await loadSharp();
  const image = sharp(bytes, {
    failOn: 'error',
    limitInputPixels: IMAGE_MAX_DIMENSION * IMAGE_MAX_DIMENSION,
  }).autoOrient();
  if (box.fit === 'cover') {
    const data = await image
      .resize({ width: box.width, height: box.height, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { contentType: 'image/jpeg', data };
  }
  const data = await image
    .resize({ width: box.width, height: box.height, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return { contentType: 'image/png', data };
}

/** JPEG segments that carry no pixels: APP1 to APP13 and APP15 (EXIF, XMP, IPTC, ICC...) and comments. */
function jpegHasMetadataSegments(b: Buffer): boolean {
  let offset = 2;
  while (offset + 4 <= b.length && b[offset] === 0xff) {
    const marker = b[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // The scan's data follows: no metadata segment comes after it in the files we take.
    if (marker === 0xda || marker === 0xd9) return false;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    // APP0 is JFIF and APP14 Adobe's colour transform: needed to read the pixels right.
    if ((marker >= 0xe1 && marker <= 0xef && marker !== 0xee) || marker === 0xfe) return true;
    offset += 2 + b.readUInt16BE(offset + 2);
  }
  return false;
}

export interface StrippedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The uploaded file as it is stored and served: without metadata, as its variants already are.
 * EXIF (a phone photo's GPS position, the camera, the time), XMP, IPTC, comments and a colour
 * profile are dropped; a file that carries none is kept byte for byte, any other is turned upright
 * by its EXIF orientation (which goes with the EXIF) and encoded again in its own format (JPEG and
 * WebP at quality 90, PNG losslessly). Throws when the bytes cannot be decoded.
 */
export async function withoutMetadata(
  bytes: Buffer,
  type: 'image/jpeg' | 'image/png' | 'image/webp',
): Promise<StrippedImage> {
  const sharp = await loadSharp();
  const options = { failOn: 'error' as const, limitInputPixels: IMAGE_MAX_DIMENSION * IMAGE_MAX_DIMENSION };
  const meta = await sharp(bytes, options).metadata();
  const carries =
    meta.exif !== undefined ||
    meta.xmp !== undefined ||
    meta.iptc !== undefined ||
    meta.icc !== undefined ||
    (meta.comments?.length ?? 0) > 0 ||
    (meta.orientation !== undefined && meta.orientation !== 1) ||
    (type === 'image/jpeg' && jpegHasMetadataSegments(bytes));
  if (!carries) return { data: bytes, width: meta.width ?? 0, height: meta.height ?? 0 };
  const upright = sharp(bytes, options).autoOrient();
  const encoded =
    type === 'image/png'
      ? upright.png()
      : type === 'image/webp'
        ? upright.webp({ quality: ORIGINAL_QUALITY })
        : upright.jpeg({ quality: ORIGINAL_QUALITY });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
