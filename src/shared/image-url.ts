// Image addresses for both sides, without zod, so the storefront's bundle can import it.

/**
 * The widths the server stores of every uploaded image (WebP, never wider than the original), and
 * that the pages list in `srcset`. A request for another width gets the nearest stored one above.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 1200] as const;

const OWN_IMAGE = /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An uploaded image's address at a width (`/api/images/{id}?w=320`); other addresses as they are. */
export function imageVariantUrl(url: string, width: number): string {
  return OWN_IMAGE.test(url) ? `${url}?w=${width}` : url;
}

export interface ResponsiveImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for an <img>: for an uploaded image, every stored width, so the
 * browser downloads the smallest that fills the box on its screen (`sizes` says how wide the box
 * is); any other address (a logo kept as an https link) is used as it is.
 */
export function responsiveImage(url: string, sizes: string): ResponsiveImageProps {
  if (!OWN_IMAGE.test(url)) return { src: url };
  return {
    src: imageVariantUrl(url, 640),
    srcSet: IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`).join(', '),
    sizes,
  };
}
