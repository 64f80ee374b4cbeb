import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { cacheFolder } from "./generated-folders.mjs";

/**
 * How a build step knows what it can skip: by the hash of the contents its outputs are made
 * from, never by modification times (a fresh clone or a checkout gives every file a new one).
 */

/** The sha256 of the given parts, in order. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
}

/** Writes a file whole or not at all: a build stopped halfway leaves no half-written entry. */
export function writeAtomically(file: string, data: string | Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

const recordSchema = z.record(z.string(), z.object({ output: z.string(), used: z.number() }));
/** Records no build has used for this long are forgotten. */
const RECORD_KEPT_FOR = 30 * 24 * 60 * 60 * 1000;

/**
 * What a step's outputs were made from: for each hash of inputs, the hash of the output made
 * from them, kept between builds in node_modules/.cache/<step>/outputs.json. An output is up to
 * date when its file holds what its inputs make; so a copy of the project (whose generated
 * files were copied too) or a branch switched back and forth makes nothing again.
 */
export function outputRecord(root: string, step: string) {
  const file = path.join(root, cacheFolder(step), "outputs.json");
  const read = () => {
    try {
      return recordSchema.parse(JSON.parse(readFileSync(file, "utf8")));
    } catch {
      return {};
    }
  };
  const known = read();
  const touched: z.infer<typeof recordSchema> = {};
  const now = Date.now();
  const contentsOf = (target: string) => {
    try {
      return hashOf(readFileSync(target));
    } catch {
      return undefined;
    }
  };
  return {
    /** Whether `target` holds what inputs hashing to `inputs` make. */
    upToDate(target: string, inputs: string): boolean {
      const output = known[inputs]?.output;
      if (output === undefined || contentsOf(target) !== output) return false;
      touched[inputs] = { output, used: now };
      return true;
    },
    /** Notes that `target` was just made from inputs hashing to `inputs`. */
    made(target: string, inputs: string) {
      const output = contentsOf(target);
      if (output !== undefined) touched[inputs] = { output, used: now };
    },
    /** Keeps what this build made or used, with what other builds did since it began. */
    save() {
      const merged = { ...read(), ...touched };
      const kept = Object.entries(merged).filter(([, entry]) => entry.used > now - RECORD_KEPT_FOR);
      writeAtomically(file, JSON.stringify(Object.fromEntries(kept)));
    },
  };
}

/**
 * Files stored by the hash of what they were made from, in node_modules/.cache/<step>/: for
 * outputs that live in the build folder, which React Router empties at each build. An entry
 * a build uses is marked as used; entries no build has used for `keepFor` go.
 */
export function contentStore(root: string, step: string) {
  const dir = path.join(root, cacheFolder(step));
  const entry = (key: string, suffix: string) => path.join(dir, key.slice(0, 2), key + suffix);
  return {
    /** The stored file, or nothing (never stored, or removed by a prune in between). */
    read(key: string, suffix: string): Buffer | undefined {
      try {
        const file = entry(key, suffix);
        const data = readFileSync(file);
        const now = new Date();
        utimesSync(file, now, now);
        return data;
      } catch {
        return undefined;
      }
    },
    write(key: string, suffix: string, data: string | Uint8Array) {
      writeAtomically(entry(key, suffix), data);
    },
    /** Removes the entries no build has used for `keepFor` milliseconds. */
    prune(keepFor: number) {
      if (!existsSync(dir)) return;
      const before = Date.now() - keepFor;
      for (const folder of readdirSync(dir)) {
        const sub = path.join(dir, folder);
        if (!statSync(sub).isDirectory()) continue;
        for (const name of readdirSync(sub)) {
          const file = path.join(sub, name);
          const used = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
          if (used !== undefined && used < before) rmSync(file, { force: true });
        }
      }
    },
  };
}

/** Runs `work` on every item, as many at once as the machine has cores. */
export async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  // The workers share one iterator: each takes the next item when it is free.
  const queue = items.values();
  const worker = async () => {
    for (const item of queue) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), items.length) }, worker));
}

/**
 * Deletes every file under `folder` that is not in `wanted` (absolute paths), so that the
 * outputs of inputs no longer in the content are not published; returns how many it deleted.
 */
export function removeUnwanted(folder: string, wanted: Set<string>): number {
  mkdirSync(folder, { recursive: true });
  let removed = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !wanted.has(file)) {
      rmSync(file);
      removed += 1;
    }
  }
  return removed;
}
