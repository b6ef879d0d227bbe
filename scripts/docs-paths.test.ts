import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The README and docs/ name files: links `[text](path)` and paths in backticks. Each must exist, so
 * that a renamed file or a cited note the repository does not hold fails here rather than sending a
 * reader nowhere.
 *
 * A link is resolved from the document that holds it. A backticked path is read the way the prose
 * means it: from the repository's root, from the document's folder, or as the end of a path in the
 * repository (decision records say `http/route-table.ts` inside apps/server/src). Paths that
 * .gitignore names (built output, the data folder) are made by running the product, not kept, and
 * pass. A bare file name is checked only when it is a document (`*.md`): `routes.ts` names a kind
 * of file, `SPEC.md` a document someone may look for.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Backticked words shaped like paths that are not files: rule names and the like. */
const NOT_PATHS = new Set(['web/layers', 'server/layers', 'text/html', 'text/csv', 'application/json']);

const ignoredPatterns = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

/** True when .gitignore covers this repository path (its simple patterns: names, folders, `*.ext`). */
function ignored(repoPath: string): boolean {
  const segments = repoPath.split('/');
  return ignoredPatterns.some((pattern) => {
    const name = pattern.replace(/\/$/, '');
    if (name.startsWith('*.')) return repoPath.endsWith(name.slice(1));
    if (name.includes('/')) return repoPath === name || repoPath.startsWith(`${name}/`);
    return segments.includes(name);
  });
}

/** Every file and folder of the repository, as paths from its root. */
function repoPaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.name === '.git' || ignored(rel)) continue;
      found.push(rel);
      if (entry.isDirectory()) walk(rel);
    }
  };
  walk('');
  return found;
}

const allPaths = repoPaths();
const documents = ['README.md', ...allPaths.filter((p) => p.startsWith('docs/') && p.endsWith('.md'))];

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (one level, as the docs write it). */
function expandBraces(text: string): string[] {
  const match = /\{([^{}]+)\}/.exec(text);
  if (!match) return [text];
  return match[1]!.split(',').map((part) => text.replace(match[0], part));
}

/** The paths a document names: its relative links, and backticked words shaped like paths. */
function namedPaths(markdown: string): { link: string[]; code: string[] } {
  // Fenced blocks show commands and trees; HTML comments are notes to editors, not shown to readers.
  const withoutFences = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/<!--[\s\S]*?-->/g, '');
  const link = [...withoutFences.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target));
  const code = [...withoutFences.matchAll(/`([^`\n]+)`/g)]
    .map((m) => m[1]!.trim())
    .filter((word) => /^[\w.][\w.@\-/{},[\]]*$/.test(word) && !NOT_PATHS.has(word))
    .filter((word) => (word.includes('/') ? !word.startsWith('/') : /\.md$/.test(word)))
    // `DATA_DIR/auth-secret`, `LISTEN/NOTIFY`: a setting's folder or SQL words, not repository paths.
    .filter((word) => !/^[A-Z_]+\//.test(word))
    .flatMap(expandBraces);
  // A document named in prose (`see NOTES.md`) must be one the repository holds, too.
  const prose = [
    ...withoutFences.replace(/`[^`\n]*`/g, '').matchAll(/(?<![\w/.-])([A-Za-z][\w-]*\.md)\b/g),
  ].map((m) => m[1]!);
  return { link, code: [...code, ...prose] };
}

/** The anchors of a markdown file's headings, as GitHub makes them ("## Limits and timeouts" → limits-and-timeouts). */
function anchors(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .matchAll(/^#+\s+(.+)$/gm);
  return new Set(
    [...headings].map((m) =>
      m[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** A link's file exists, and so does the heading its `#anchor` names. */
function linkHolds(target: string, documentPath: string): boolean {
  const [file = '', anchor] = target.split('#');
  const resolved = file
    ? path.join(root, path.posix.dirname(documentPath), file)
    : path.join(root, documentPath);
  if (!existsSync(resolved)) return false;
  return anchor === undefined || !resolved.endsWith('.md') || anchors(resolved).has(anchor);
}

function exists(word: string, documentDir: string): boolean {
  const bare = word.replace(/\/$/, '');
  for (const candidate of [bare, path.posix.join(documentDir, bare)]) {
    if (existsSync(path.join(root, candidate)) || ignored(candidate)) return true;
  }
  return allPaths.some((p) => p.endsWith(`/${bare}`));
}

describe('the paths the README and docs/ name', () => {
  it.each(documents)('%s names only files that exist', (document) => {
    const dir = path.posix.dirname(document);
    const { link, code } = namedPaths(readFileSync(path.join(root, document), 'utf8'));
    const brokenLinks = link.filter((target) => !linkHolds(target, document));
    const missing = code.filter((word) => !exists(word, dir));
    expect({ brokenLinks, missing }).toEqual({ brokenLinks: [], missing: [] });
  });
});
