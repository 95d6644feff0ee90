#!/usr/bin/env node
/**
 * Draws the install icons of the rider and driver apps (public/icons/*.png) with no image library: a map pin
 * for the rider app, a steering wheel for the driver app, white on the brand colours. Run with
 * `node scripts/build-icons.mjs` and commit the output.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const OUT = path.resolve(import.meta.dirname, '../public/icons');
const SUPERSAMPLE = 4;

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (value) => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16));

/**
 * Renders `shape(x, y)` (coordinates 0..1; returns 'bg', 'fg' or null for transparent) into a PNG.
 * `round` gives the background rounded corners; maskable icons fill the square.
 */
function render(size, background, foreground, shape) {
  const rgba = Buffer.alloc(size * size * 4);
  const bg = hex(background);
  const fg = hex(foreground);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const x = (px + (sx + 0.5) / SUPERSAMPLE) / size;
          const y = (py + (sy + 0.5) / SUPERSAMPLE) / size;
          const hit = shape(x, y);
          if (!hit) continue;
          const colour = hit === 'fg' ? fg : bg;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 255;
        }
      }
      const n = SUPERSAMPLE * SUPERSAMPLE;
      const i = (py * size + px) * 4;
      const covered = a / 255;
      rgba[i] = covered ? Math.round(r / covered) : 0;
      rgba[i + 1] = covered ? Math.round(g / covered) : 0;
      rgba[i + 2] = covered ? Math.round(b / covered) : 0;
      rgba[i + 3] = Math.round(a / n);
    }
  }
  return png(size, rgba);
}

/** A rounded square (radius as a share of the side) or, for maskable icons, the full square. */
function inBackground(x, y, maskable) {
  if (maskable) return true;
  const r = 0.2;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** Shapes drawn in a box scaled by `scale` around the centre (maskable icons keep a safe zone). */
const scaled = (scale, draw) => (x, y) => draw(0.5 + (x - 0.5) / scale, 0.5 + (y - 0.5) / scale);

// Rider: a map pin (a circle with a hole, pointing down).
const pin = (x, y) => {
  const cx = 0.5;
  const cy = 0.4;
  const d = Math.hypot(x - cx, y - cy);
  if (d <= 0.09) return false;
  if (d <= 0.22) return true;
  // The point: a triangle from the circle's sides down to (0.5, 0.86).
  if (y > cy && y <= 0.86) {
    const half = 0.2 * ((0.86 - y) / (0.86 - cy));
    return Math.abs(x - cx) <= half;
  }
  return false;
};

// Driver: a steering wheel (a ring, a hub and three spokes).
const wheel = (x, y) => {
  const dx = x - 0.5;
  const dy = y - 0.5;
  const d = Math.hypot(dx, dy);
  if (d >= 0.27 && d <= 0.35) return true;
  if (d <= 0.08) return true;
  if (d > 0.27) return false;
  const spoke = (ax, ay) => {
    const t = dx * ax + dy * ay;
    return t > 0 && Math.abs(dx * ay - dy * ax) <= 0.035;
  };
  return spoke(-1, 0) || spoke(1, 0) || spoke(0, 1);
};

const APPS = {
  rider: { background: '#4c6c33', foreground: '#ffffff', draw: pin },
  driver: { background: '#246478', foreground: '#ffffff', draw: wheel },
};

fs.mkdirSync(OUT, { recursive: true });
for (const [name, { background, foreground, draw }] of Object.entries(APPS)) {
  for (const [size, maskable] of [
    [192, false],
    [512, false],
    [512, true],
    [180, true],
  ]) {
    const shape = scaled(maskable ? 0.8 : 1, draw);
    const file =
      size === 180 ? `${name}-apple-touch-180.png` : `${name}-${maskable ? 'maskable-' : ''}${size}.png`;
    const image = render(size, background, foreground, (x, y) => {
      if (!inBackground(x, y, maskable)) return null;
      return shape(x, y) ? 'fg' : 'bg';
    });
    fs.writeFileSync(path.join(OUT, file), image);
    console.log(`${file} ${(image.length / 1024).toFixed(1)} kB`);
  }
}
