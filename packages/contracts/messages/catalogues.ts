/*
 * Reads and compiles the catalogues (Node only: the server, and the web's build through its Vite
 * plugin). messages/de/*.json map each English text to its German one. A file's name says who
 * needs it: `web-*` the pages, `server-*` the API, mails and PDFs, `shared-*` both (the field
 * rules' messages), so the browser never downloads the server's sentences.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

// Found through the package, not this file's own address: the server's build bundles this module.
export const MESSAGES_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tgde/contracts/package.json')),
  'messages',
);

export type CatalogueScope = 'web' | 'server';

/** Each German catalogue file, by name, with its entries. */
export function readGermanFiles(dir = path.join(MESSAGES_DIR, 'de')): Map<string, Record<string, string>> {
  const files = new Map<string, Record<string, string>>();
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    files.set(name, JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>);
  }
  return files;
}

const inScope = (file: string, scope: CatalogueScope) =>
  file.startsWith('shared-') || file.startsWith(`${scope}-`);

/** English text → German text for one side. Two files giving one text two translations is an error. */
export function germanMessages(scope: CatalogueScope, files = readGermanFiles()): Record<string, string> {
  const merged: Record<string, string> = {};
  const from: Record<string, string> = {};
  for (const [file, entries] of files) {
    if (!inScope(file, scope)) continue;
    for (const [english, german] of Object.entries(entries)) {
      if (Object.hasOwn(merged, english) && merged[english] !== german) {
        throw new Error(`"${english}" has two German texts, in ${from[english]} and ${file}`);
      }
      merged[english] = german;
      from[english] = file;
    }
  }
  return merged;
}

/**
 * Both languages' catalogues, compiled: German for every text, English only for the texts with
 * `{placeholders}` or plurals (any other English text is its own message and needs no entry).
 */
export function compileCatalogues(german: Record<string, string>): { en: Messages; de: Messages } {
  const en: Messages = {};
  const de: Messages = {};
  for (const [english, translated] of Object.entries(german)) {
    if (english.includes('{')) en[english] = compileMessage(english);
    de[english] = compileMessage(translated);
  }
  return { en, de };
}
