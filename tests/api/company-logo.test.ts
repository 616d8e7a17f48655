// Uploaded company logos are decoded and drawn again by an image library before they are stored: a real PNG, JPEG or
// WebP is kept (scaled down to 512 pixels a side, upright, without its metadata) and served with its image type and
// nosniff; an SVG, a file that is also something else (HTML or a script after or instead of the image), a cut-off or
// damaged image and an image of too many pixels are refused with their own error codes, and nothing is stored.
import { readdirSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema.ts';
import { bearer, setupApp, signInAll, testTempDir } from './fixtures.ts';

const imagesDir = testTempDir('dc-logos-');
const ctx = setupApp({ imagesDir });
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin');
});

type ContentType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
const upload = (bytes: Buffer, contentType: ContentType, companyId = ctx.fx.companies.beta) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/company/logo',
    headers: bearer(tokens.admin!),
    payload: { companyId, contentType, data: bytes.toString('base64') },
  });

const storedFiles = () =>
  readdirSync(path.join(imagesDir, 'companies'), { withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => f.name)
    .sort();
const logoOf = async (companyId: number) =>
  (
    await ctx.app.database.db.select({ logo: s.companies.logo }).from(s.companies).where(eq(s.companies.id, companyId))
  )[0]!.logo;
const fileOf = (logo: string) => readFileSync(path.join(imagesDir, 'companies', path.basename(logo)));

/** A picture with some detail (a gradient and a shape), so that encoders have real work and a size to keep. */
const picture = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1565c0"/><stop offset="1" stop-color="#ffb300" stop-opacity="0.4"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fff"/></svg>`,
    ),
  );

describe('a real image is accepted and stored re-encoded', () => {
  it('keeps a PNG with transparency as PNG, scaled to 512 pixels a side, and serves it as image/png with nosniff', async () => {
    const png = await picture(1024, 768).png().toBuffer();
    const res = await upload(png, 'image/png');
    expect(res.statusCode).toBe(200);
    const logo: string = res.json().company.logo;
    expect(logo).toMatch(new RegExp(`^/images/companies/${ctx.fx.companies.beta}-[0-9a-f]{16}\\.png$`));
    const stored = await sharp(fileOf(logo)).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 512, height: 384, hasAlpha: true });

    const served = await ctx.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(fileOf(logo))).toBe(true);
    const [entry] = await ctx.app.database.db.select().from(s.auditLog).where(eq(s.auditLog.action, 'company.logo'));
    expect(entry!.after).toMatchObject({ logo, contentType: 'image/png', width: 512, height: 384 });
  });

  it('drops the EXIF data of a JPEG and turns it upright by its orientation', async () => {
    const secret = 'Kowalski home, 52.2297 N 21.0122 E';
    const jpeg = await picture(450, 300)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: secret, Copyright: 'Secret EXIF owner' } } })
      .toBuffer();
    // The upload really carries the metadata that must not survive.
    expect(jpeg.includes(Buffer.from(secret))).toBe(true);
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const res = await upload(jpeg, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const logo: string = res.json().company.logo;
    expect(logo).toMatch(/\.jpg$/);
    const bytes = fileOf(logo);
    expect(bytes.includes(Buffer.from(secret))).toBe(false);
    expect(bytes.includes(Buffer.from('Secret EXIF owner'))).toBe(false);
    const stored = await sharp(bytes).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Orientation 6 is a quarter turn: the 450×300 picture stands 300×450.
    expect([stored.width, stored.height]).toEqual([300, 450]);
    expect((await ctx.app.inject({ method: 'GET', url: logo })).headers['content-type']).toBe('image/jpeg');
  });

  it('keeps a small WebP at its own size and serves it as image/webp', async () => {
    const webp = await picture(120, 80).webp().toBuffer();
    const res = await upload(webp, 'image/webp');
    expect(res.statusCode).toBe(200);
    const logo: string = res.json().company.logo;
    expect(await sharp(fileOf(logo)).metadata()).toMatchObject({ format: 'webp', width: 120, height: 80 });
    const served = await ctx.app.inject({ method: 'GET', url: logo });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('scales a photo of many pixels down; refuses one of more than 25 megapixels, however small its file', async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const scaled = await upload(photo, 'image/png');
    expect(scaled.statusCode).toBe(200);
    expect(await sharp(fileOf(scaled.json().company.logo)).metadata()).toMatchObject({ width: 512, height: 384 });

    const bomb = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await logoOf(ctx.fx.companies.beta);
    const refused = await upload(bomb, 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'logo_dimensions_too_large',
      errors: { data: ['companies.validation.logoDimensions'] },
    });
    expect(await logoOf(ctx.fx.companies.beta)).toBe(before);
  });
});

describe('anything but one whole image of the declared type is refused, and nothing is stored', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
  );
  const html = Buffer.from(
    '<html><body><script>fetch("/api/@me").then(r => r.text()).then(alert)</script></body></html>',
  );
  let png: Buffer;
  let jpeg: Buffer;
  let webp: Buffer;

  beforeAll(async () => {
    png = await picture(64, 64).png().toBuffer();
    jpeg = await picture(64, 64).jpeg().toBuffer();
    webp = await picture(64, 64).webp().toBuffer();
  });

  const refusals = (): [string, () => Buffer, ContentType, string][] => [
    ['an SVG sent as a PNG', () => svg, 'image/png', 'logo_type_not_allowed'],
    ['a JPEG declared as a PNG', () => jpeg, 'image/png', 'logo_type_not_allowed'],
    [
      'a GIF/JavaScript polyglot',
      () => Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=0;alert(document.domain)//;', 'latin1'),
      'image/png',
      'logo_type_not_allowed',
    ],
    [
      'a PNG signature followed by HTML',
      () => Buffer.concat([png.subarray(0, 8), html]),
      'image/png',
      'logo_image_invalid',
    ],
    ['a whole PNG with HTML after it', () => Buffer.concat([png, html]), 'image/png', 'logo_image_invalid'],
    ['a whole JPEG with a script after it', () => Buffer.concat([jpeg, html]), 'image/jpeg', 'logo_image_invalid'],
    ['a whole WebP with a script after it', () => Buffer.concat([webp, html]), 'image/webp', 'logo_image_invalid'],
    [
      'a PNG cut off in its image data',
      () => png.subarray(0, Math.floor(png.length * 0.6)),
      'image/png',
      'logo_image_invalid',
    ],
    ['a JPEG cut off before its end', () => jpeg.subarray(0, jpeg.length - 40), 'image/jpeg', 'logo_image_invalid'],
    ['a WebP cut off before its end', () => webp.subarray(0, webp.length - 16), 'image/webp', 'logo_image_invalid'],
    ['a PNG whose image data is overwritten', () => corruptPng(png), 'image/png', 'logo_image_invalid'],
  ];

  /** The PNG with the bytes of its first IDAT chunk's data scrambled (its chunk structure intact). */
  function corruptPng(source: Buffer): Buffer {
    const bytes = Buffer.from(source);
    const idat = bytes.indexOf('IDAT', 8, 'latin1');
    const length = bytes.readUInt32BE(idat - 4);
    for (let i = idat + 4; i < idat + 4 + length; i++) bytes[i] = (i * 7919) & 0xff;
    return bytes;
  }

  it('refuses each with 400 and its code; the company keeps its logo and no file is written', async () => {
    mkdirSync(path.join(imagesDir, 'companies'), { recursive: true });
    const before = { logo: await logoOf(ctx.fx.companies.alpha), files: storedFiles() };
    const wrong: string[] = [];
    for (const [what, bytes, contentType, code] of refusals()) {
      const res = await upload(bytes(), contentType, ctx.fx.companies.alpha);
      if (res.statusCode !== 400 || res.json().errorCode !== code)
        wrong.push(`${what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(await logoOf(ctx.fx.companies.alpha)).toBe(before.logo);
    expect(storedFiles()).toEqual(before.files);
  });

  it('refuses an SVG by its declared type, with the field error the console shows', async () => {
    const res = await upload(svg, 'image/svg+xml');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { contentType: ['companies.validation.logoType'] },
    });
  });

  it('answers each refusal with a field error under data', async () => {
    const res = await upload(Buffer.concat([png, html]), 'image/png');
    expect(res.json().errors).toEqual({ data: ['companies.validation.logoInvalid'] });
  });
});

describe('logos stored before re-encoding', () => {
  it('are still served, with their image type and nosniff', async () => {
    // A file as an earlier version stored it: the upload's own bytes, named by company and hash.
    const folder = path.join(imagesDir, 'companies');
    mkdirSync(folder, { recursive: true });
    const legacy = await sharp({ create: { width: 2000, height: 1000, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    writeFileSync(path.join(folder, `${ctx.fx.companies.gamma}-00000000legacy0.png`), legacy);
    const url = `/images/companies/${ctx.fx.companies.gamma}-00000000legacy0.png`;
    await ctx.app.database.db.update(s.companies).set({ logo: url }).where(eq(s.companies.id, ctx.fx.companies.gamma));

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(legacy)).toBe(true);
    const details = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/details?companyId=${ctx.fx.companies.gamma}`,
      headers: bearer(tokens.admin!),
    });
    expect(details.json().company.logo).toBe(url);
  });
});
