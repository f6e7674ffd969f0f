#!/usr/bin/env node
// `node scripts/make-icons.mjs`: renders build/icon.svg into every icon electron-builder and the app need, and
// writes them into build/ (committed: a release build must not depend on a renderer being installed).
//   build/icon.png          1024×1024 (Linux, and electron-builder's source of truth)
//   build/icons/NxN.png     16…1024 for the Linux desktop entry (AppImage/deb hicolor sizes)
//   build/icon.ico          Windows (16, 24, 32, 48, 64, 128, 256; PNG-compressed entries)
//   build/icon.icns         macOS (16…1024, retina pairs)
//   resources/icon.png      256×256 for the running app's windows and tray
// SVG → PNG with resvg (Rust's SVG renderer, exact at every size); ICO and ICNS containers with png2icons.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import png2icons from 'png2icons';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(root, 'build', 'icon.svg'), 'utf8');

const render = (size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

const write = (relative, bytes) => {
  const path = join(root, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  console.log(`${relative}  ${bytes.length} B`);
};

const master = render(1024);
write('build/icon.png', master);
for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) write(`build/icons/${size}x${size}.png`, render(size));
write('resources/icon.png', render(256));

// png2icons resamples the 1024 master itself (Bicubic: crisp edges on the small Windows sizes).
const ico = png2icons.createICO(master, png2icons.BICUBIC2, 0, true, true);
const icns = png2icons.createICNS(master, png2icons.BICUBIC2, 0);
if (!ico || !icns) throw new Error('png2icons could not build the ICO/ICNS files');
write('build/icon.ico', ico);
write('build/icon.icns', icns);
