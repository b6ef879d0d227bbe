import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileCatalogues,
  germanMessages,
  MESSAGES_DIR,
  readGermanFiles,
  type CatalogueScope,
} from './catalogues';

/*
 * Every text the code shows through the catalogue has a German and an English text, and the two
 * agree on their placeholders. The English text is the message's id, so it can never be missing;
 * a German one can, and this finds it.
 */

const root = path.resolve(MESSAGES_DIR, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

const unescape = (text: string) => text.replace(/\\(['"`\\])/g, '$1').replace(/\\n/g, '\n');

/** The literal texts passed to `t(…)` or `translate(locale, …)` in a side's source files. */
function textsUsedIn(dirs: string[]): Map<string, string> {
  const used = new Map<string, string>();
  const call = /\b(?:t\(|translate\(\s*[\w.[\]]+\s*,)\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g;
  for (const dir of dirs) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(call)) {
        const text = match[2] ?? '';
        if (match[1] === '`' && text.includes('${')) continue;
        used.set(unescape(text), path.relative(root, file));
      }
    }
  }
  return used;
}

const scopes: Record<CatalogueScope, string[]> = {
  web: ['apps/web/src'],
  server: ['apps/server/src'],
};

const placeholders = (text: string) => [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]).sort();

describe('the catalogues', () => {
  it('give every entry a German text with the same placeholders as its English one', () => {
    for (const [file, entries] of readGermanFiles()) {
      for (const [english, german] of Object.entries(entries)) {
        expect(english.trim(), `an empty English text in ${file}`).not.toBe('');
        expect(german.trim(), `"${english}" has no German text in ${file}`).not.toBe('');
        expect(placeholders(german), `"${english}" in ${file}: the German has other placeholders`).toEqual(
          placeholders(english),
        );
      }
    }
  });

  it('compile (ICU messages) and never give one text two translations', () => {
    for (const scope of ['web', 'server'] as const) {
      expect(() => compileCatalogues(germanMessages(scope))).not.toThrow();
    }
  });

  for (const scope of ['web', 'server'] as const) {
    it(`have a German text for every text the ${scope} code translates`, () => {
      const german = germanMessages(scope);
      const missing = [...textsUsedIn(scopes[scope])].filter(([text]) => !Object.hasOwn(german, text));
      expect(missing.map(([text, file]) => `${file}: ${text}`)).toEqual([]);
    });
  }
});
