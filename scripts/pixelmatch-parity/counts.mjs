// Runs pixelmatch itself on every fixture pair and option set in cases.json and prints the counts
// as expected-counts.json. pixelmatch is not committed: pass the path of its index.js.
// Usage: node counts.mjs PIXELMATCH_YIQ_INDEX_JS PIXELMATCH_OKLAB_INDEX_JS FIXTURES_DIR
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { readRGBA8, writeRGBA8 } from './png.mjs';

const [yiqPath, oklabPath, dir] = process.argv.slice(2);
const implementations = {
    yiq: (await import(pathToFileURL(yiqPath))).default,
    oklab: (await import(pathToFileURL(oklabPath))).default,
};
const cases = JSON.parse(readFileSync(`${dir}/cases.json`, 'utf8'));
const results = [];
for (const c of cases) {
    const one = readRGBA8(`${dir}/${c.golden}`), two = readRGBA8(`${dir}/${c.actual}`);
    const output = c.diffImage ? new Uint8Array(one.data.length) : null;
    const count = implementations[c.metric](one.data, two.data, output, one.width, one.height, c.options);
    if (output) writeRGBA8(`${dir}/${c.diffImage}`, { width: one.width, height: one.height, data: output });
    results.push({ ...c, count });
}
console.log(JSON.stringify(results, null, 2));
