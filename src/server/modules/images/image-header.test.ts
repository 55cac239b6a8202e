import { describe, expect, it } from 'vitest';
import { makePng } from '../../test/png.ts';
import { readImageHeader } from './image-header.ts';

/** The start of a baseline JPEG: SOI, an APP0 segment, then a frame header (SOF0) of w×h. */
function jpegHeader(width: number, height: number, marker = 0xc0): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0];
  const sof = [0xff, marker, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, ...new Array(12).fill(0), 0xff, 0xd9]);
}

function riff(chunk: string, payload: number[]): Buffer {
  const body = Buffer.concat([Buffer.from(`WEBP${chunk}`, 'latin1'), Buffer.alloc(4), Buffer.from(payload)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body, Buffer.alloc(16)]);
}

describe('readImageHeader', () => {
  it('reads a PNG', () => {
    expect(readImageHeader(makePng(3, 2))).toEqual({ contentType: 'image/png', width: 3, height: 2 });
  });

  it('reads a JPEG, baseline or progressive', () => {
    expect(readImageHeader(jpegHeader(1200, 800))).toEqual({ contentType: 'image/jpeg', width: 1200, height: 800 });
    expect(readImageHeader(jpegHeader(640, 480, 0xc2))).toMatchObject({ width: 640, height: 480 });
  });

  it('reads the three kinds of WebP', () => {
    // Lossy: frame tag, start code, 14-bit sizes.
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0xb0, 0x04, 0x20, 0x03]);
    expect(readImageHeader(lossy)).toEqual({ contentType: 'image/webp', width: 1200, height: 800 });
    // Lossless: 0x2f, then width-1 and height-1 in 14 bits each.
    const bits = (300 - 1) | ((200 - 1) << 14);
    const lossless = riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff]);
    expect(readImageHeader(lossless)).toEqual({ contentType: 'image/webp', width: 300, height: 200 });
    // Extended: flags, then 24-bit width-1 and height-1.
    const extended = riff('VP8X', [0x10, 0, 0, 0, 0x1f, 0x03, 0x00, 0x0f, 0x02, 0x00]);
    expect(readImageHeader(extended)).toEqual({ contentType: 'image/webp', width: 800, height: 528 });
  });

  it('refuses what is not an image whatever it is called', () => {
    expect(readImageHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageHeader(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(readImageHeader(Buffer.alloc(0))).toBeNull();
    expect(readImageHeader(Buffer.from('%PDF-1.7 hello world, not an image at all'))).toBeNull();
  });

  it('refuses truncated or zero-sized headers without throwing', () => {
    expect(readImageHeader(makePng(4, 4).subarray(0, 20))).toBeNull();
    expect(readImageHeader(jpegHeader(0, 10))).toBeNull();
    expect(readImageHeader(jpegHeader(100, 100).subarray(0, 24))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff]))).toBeNull();
  });
});
