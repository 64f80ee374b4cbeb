import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { contentStore, hashOf, inParallel } from "./step-cache.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files worth a compressed copy: text, from 1 KiB. */
const COMPRESSIBLE = /\.(html|js|css|json|xml|txt|svg|data)$/;
const MIN_SIZE = 1024;
/** What else a copy depends on: the settings and the compressors' versions. */
const settingsOf = (brotliQuality: number) =>
  JSON.stringify({
    brotli: brotliQuality,
    gzip: 9,
    zlib: process.versions.zlib,
    brotliVersion: process.versions.brotli,
  });
/** Copies no build has used for this long leave the cache. */
const KEEP_FOR = 24 * 60 * 60 * 1000;

/**
 * Writes a brotli (quality 11, the smallest) and a gzip (level 9) copy beside every text file
 * in `clientDir`, served as they are by `npm start` and by the hosts that support it. Copies
 * are kept in node_modules/.cache/precompressed/ by the hash of the file's contents, so a file
 * unchanged since an earlier build is not compressed again; the rest are compressed in
 * parallel. `brotliQuality` trades bytes for build time where few readers fetch the files;
 * the files in `skip` (absolute paths) already have their copies and are left as they are.
 */
export async function precompress(
  root: string,
  clientDir: string,
  {
    brotliQuality = 11,
    skip = new Set<string>(),
  }: { brotliQuality?: number; skip?: ReadonlySet<string> } = {},
) {
  const settings = settingsOf(brotliQuality);
  const store = contentStore(root, "precompressed");
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skip.has(file))
    .map((file) => ({ file, size: statSync(file).size }))
    .filter(({ size }) => size >= MIN_SIZE)
    // The largest first, so that no long compression is left to run alone at the end.
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => file);
  let compressed = 0;
  // Files of the same contents (a page's data at both its addresses, finish-build.ts) are
  // compressed once: the largest come first, so such a pair is taken by two workers at once,
  // before either copy is in the store.
  const making = new Map<string, Promise<[Buffer, Buffer]>>();
  const compress = (key: string, body: Buffer) => {
    let made = making.get(key);
    if (!made) {
      made = Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
        gzipAsync(body, { level: 9 }),
      ]).then(([br, gz]): [Buffer, Buffer] => {
        store.write(key, ".br", br);
        store.write(key, ".gz", gz);
        compressed += 1;
        return [br, gz];
      });
      making.set(key, made);
    }
    return made;
  };
  await inParallel(files, async (file) => {
    const body = readFileSync(file);
    const key = hashOf(body, settings);
    let br = store.read(key, ".br");
    let gz = store.read(key, ".gz");
    if (!br || !gz) [br, gz] = await compress(key, body);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
  });
  store.prune(KEEP_FOR);
  return { files: files.length, compressed };
}
