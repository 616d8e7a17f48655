// An uploaded logo is decoded and drawn again before it is stored, so that what the server keeps and serves is an
// image this code wrote: the bytes must be a whole PNG, JPEG or WebP of the declared type and nothing else (a file
// that is also HTML or a script, an SVG, a damaged or cut-off image is refused), and the stored copy is re-encoded in
// the same format at most LOGO_MAX_SIDE pixels a side, turned upright by its EXIF orientation, with every metadata
// block (EXIF, XMP, ICC, comments, text chunks) left out.
import sharp, { type Metadata } from 'sharp';
import type { LogoContentType } from '../../domain/companySchemas.ts';
import { badRequest } from '../errors.ts';

/** The longest side of a stored logo (a larger one is scaled down, a smaller one kept). */
export const LOGO_MAX_SIDE = 512;
/** The most pixels an uploaded logo may have (a small file can declare a huge image; decoding it would eat memory). */
export const LOGO_MAX_PIXELS = 25_000_000;

const FORMATS: Record<LogoContentType, 'png' | 'jpeg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/** The image type the bytes really are (PNG, JPEG, WebP signatures), whatever the declared one says. */
export function sniffImageType(bytes: Buffer): LogoContentType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/** Where a PNG ends: the byte after its IEND chunk (null when the chunks do not lead there). */
function pngEnd(bytes: Buffer): number | null {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const next = at + 12 + length;
    if (next > bytes.length) return null;
    if (type === 'IEND') return next;
    at = next;
  }
  return null;
}

/** Where a WebP ends: the RIFF container's own length (null when it claims more than there is). */
function webpEnd(bytes: Buffer): number | null {
  const end = 8 + bytes.readUInt32LE(4);
  return end <= bytes.length ? end : null;
}

/** Where a JPEG ends: the byte after its EOI marker, found by walking its segments and scans. */
function jpegEnd(bytes: Buffer): number | null {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    at += 2 + bytes.readUInt16BE(at + 2);
    if (marker !== 0xda) continue;
    // Entropy-coded data after a scan header: up to the next marker that is not a stuffed 0x00 or a restart marker.
    while (
      at + 1 < bytes.length &&
      !(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && !(bytes[at + 1]! >= 0xd0 && bytes[at + 1]! <= 0xd7))
    )
      at += 1;
  }
  return null;
}

const END_OF: Record<LogoContentType, (bytes: Buffer) => number | null> = {
  'image/png': pngEnd,
  'image/jpeg': jpegEnd,
  'image/webp': webpEnd,
};

const invalidImage = () =>
  badRequest(
    'logo_image_invalid',
    'The logo is not a whole PNG, JPEG or WebP image (damaged, cut off, or with other content in the file)',
    {
      data: ['companies.validation.logoInvalid'],
    },
  );

export interface NormalizedLogo {
  bytes: Buffer;
  contentType: LogoContentType;
  width: number;
  height: number;
}

/**
 * The logo to store: the upload decoded (whole, of the declared type, at most LOGO_MAX_PIXELS) and encoded again.
 * 400 `logo_type_not_allowed` (not the declared PNG, JPEG or WebP), 400 `logo_image_invalid` (does not decode, or more
 * than one image's bytes), 400 `logo_dimensions_too_large`.
 */
export async function normalizeLogo(bytes: Buffer, declared: LogoContentType): Promise<NormalizedLogo> {
  if (sniffImageType(bytes) !== declared) {
    throw badRequest('logo_type_not_allowed', 'The logo must be a PNG, JPEG or WebP image', {
      data: ['companies.validation.logoType'],
    });
  }
  const end = END_OF[declared](bytes);
  // Bytes after the image's end are another file riding along (HTML, a script, an archive): zero padding alone is kept.
  if (end === null || bytes.subarray(end).some((byte) => byte !== 0)) throw invalidImage();
  const format = FORMATS[declared];
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage();
  }
  if (meta.format !== format || !meta.width || !meta.height) throw invalidImage();
  if (meta.width * meta.height > LOGO_MAX_PIXELS) {
    throw badRequest('logo_dimensions_too_large', `The logo may have at most ${LOGO_MAX_PIXELS} pixels`, {
      data: ['companies.validation.logoDimensions'],
    });
  }
  try {
    // failOn 'warning': a damaged or truncated image is refused, not drawn half grey.
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: LOGO_MAX_PIXELS })
      .rotate()
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'png'
        ? image.png({ compressionLevel: 9 })
        : format === 'jpeg'
          ? image.jpeg({ quality: 88, mozjpeg: true })
          : image.webp({ quality: 88 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: declared, width: info.width, height: info.height };
  } catch {
    throw invalidImage();
  }
}
