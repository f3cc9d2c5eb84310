// Derives the diff fixtures that are not renders: a one-pixel shift of a rendered proof and a
// translucent pair. Usage: node make-fixtures.mjs FIXTURES_DIR (text.png must already be there).
import { readRGBA8, writeRGBA8 } from './png.mjs';

const dir = process.argv[2];
const text = readRGBA8(`${dir}/text.png`);

// The same proof, every row moved one pixel to the right (the first column repeats).
const shifted = new Uint8Array(text.data.length);
for (let y = 0; y < text.height; y++) {
    for (let x = 0; x < text.width; x++) {
        const from = (y * text.width + Math.max(x - 1, 0)) * 4, to = (y * text.width + x) * 4;
        shifted.set(text.data.subarray(from, from + 4), to);
    }
}
writeRGBA8(`${dir}/text-shifted.png`, { width: text.width, height: text.height, data: shifted });

// A 64×48 translucent image (alpha ramps, colour bands, a seeded sprinkle of noise) and a copy
// with a block recoloured and a sparser noise: exercises the checkerboard blend for alpha < 255.
let seed = 12345;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const width = 64, height = 48;
const a = new Uint8Array(width * height * 4), b = new Uint8Array(width * height * 4);
for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        a[i] = (x * 4) & 255; a[i + 1] = (y * 5) & 255; a[i + 2] = ((x + y) * 3) & 255;
        a[i + 3] = Math.min(255, 40 + x * 4);
        b.set(a.subarray(i, i + 4), i);
        if (random() < 0.08) b[i + (x % 3)] = (b[i + (x % 3)] + 20 + Math.floor(random() * 60)) & 255;
        if (random() < 0.04) b[i + 3] = Math.floor(random() * 256);
        if (x >= 40 && x < 52 && y >= 10 && y < 22) { b[i] = 250; b[i + 1] = 30; b[i + 2] = 30; }
    }
}
writeRGBA8(`${dir}/translucent-a.png`, { width, height, data: a });
writeRGBA8(`${dir}/translucent-b.png`, { width, height, data: b });
