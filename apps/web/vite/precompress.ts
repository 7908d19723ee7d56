import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images, fonts and video are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this many bytes compression saves less than the headers it adds. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) beside `file`, when each is smaller. */
export async function precompressFile(file: string): Promise<void> {
  const data = await readFile(file);
  if (data.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: 9 }),
  ]);
  await Promise.all([
    br.length < data.length ? writeFile(`${file}.br`, br) : undefined,
    gzipped.length < data.length ? writeFile(`${file}.gz`, gzipped) : undefined,
  ]);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? listFiles(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]),
    ),
  );
  return nested.flat();
}

/**
 * Precompression at build time (issue 11 item 3): every text file this build wrote (and the public files it
 * copied) over 1 KB gets a brotli and a gzip twin, which the gateway serves by Accept-Encoding
 * (express-static-gzip). Nothing is compressed per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  let publicDir: string | false = false;
  return {
    name: 'castline-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      publicDir = config.build.copyPublicDir && config.publicDir ? config.publicDir : false;
    },
    async writeBundle(_options, bundle) {
      const written = Object.keys(bundle).map((name) => join(outDir, name));
      const copied = publicDir
        ? (await listFiles(publicDir)).map((f) => join(outDir, relative(publicDir as string, f)))
        : [];
      const files = [...written, ...copied].filter((f) => COMPRESSIBLE.test(f));
      const existing = await Promise.all(
        files.map((f) =>
          stat(f).then(
            (s) => s.isFile(),
            () => false,
          ),
        ),
      );
      await Promise.all(files.filter((_, i) => existing[i]).map((f) => precompressFile(f)));
    },
  };
}
