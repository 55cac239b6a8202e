import { encodePng } from '../demo/png-encoder.ts';

/** A real, valid PNG of one colour (for upload tests and browser journeys). */
export function makePng(width: number, height: number, rgb: [number, number, number] = [229, 62, 62]): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(rgb, i * 3);
  return encodePng(width, height, pixels);
}
