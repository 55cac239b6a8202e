import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '../../shared/contracts/images.ts';
import { api } from './client.ts';

/** Sends an image file (already resized in the browser) to the signed-in shop's images. */
export function uploadImage(file: Blob): Promise<UploadedImage> {
  return api<UploadedImage>('/api/images', { method: 'POST', body: file });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
