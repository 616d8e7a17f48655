// The photo of a delivery, as the app sends it: taken with the phone's camera (a file input with capture), made
// smaller on the phone (longest side DELIVERY_PHOTO_EDGE px, JPEG) so it travels fast on a poor network and stays
// under the server's limit, and sent as base64 in the deliver step (POST /api/driver/order/deliver, proof.photo).
import { DELIVERY_PHOTO_MAX_BYTES } from '../../domain/driverApi.ts';

export const DELIVERY_PHOTO_EDGE = 1600;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof TYPES)[number];

export interface DeliveryPhoto {
  contentType: PhotoType;
  /** base64 of the bytes */
  data: string;
  bytes: number;
  /** for the preview */
  url: string;
}

export class PhotoError extends Error {
  constructor(readonly code: 'type' | 'size') {
    super(code);
  }
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

async function smaller(file: Blob): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, DELIVERY_PHOTO_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of [0.8, 0.6, 0.4]) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size <= DELIVERY_PHOTO_MAX_BYTES) return blob;
    }
    return null;
  } catch {
    return null; // the browser cannot decode or draw it here: the file is sent as it is, if it may be
  }
}

/** The photo the driver took, ready to send; PhotoError when it is no image or too large even made smaller. */
export async function preparePhoto(file: File): Promise<DeliveryPhoto> {
  if (!(TYPES as readonly string[]).includes(file.type)) throw new PhotoError('type');
  const blob = (await smaller(file)) ?? file;
  if (blob.size > DELIVERY_PHOTO_MAX_BYTES) throw new PhotoError('size');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const contentType = (blob.type || file.type) as PhotoType;
  const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : '';
  return { contentType, data: toBase64(bytes), bytes: bytes.length, url };
}
