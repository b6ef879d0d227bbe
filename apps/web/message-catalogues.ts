import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  compileCatalogues,
  germanMessages,
  MESSAGES_DIR,
  readGermanFiles,
} from '../../packages/contracts/messages/catalogues';

/*
 * The catalogues as modules, compiled here so that no ICU parser reaches the browser:
 * `virtual:messages/<locale>/<group>`, one chunk each, so a page loads only its language and only
 * the texts of its own part of the app. A group is a catalogue file `web-<group>.json`; `layout`
 * (every page's frame) also holds the `shared-*` files but two: the field rules' messages are the
 * group `rules` (the forms' pages load it; the footer's form finds its rules in layout, home's
 * contact form in home), and the pages' titles are in `common`, which every lazy page loads. `virtual:messages/loaders` maps each
 * language and group to its loader.
 */
export function messageCatalogues(): Plugin {
  const prefix = 'virtual:messages/';
  const dir = path.join(MESSAGES_DIR, 'de');
  const groupOf = (file: string) => {
    if (file === 'shared-rules.json') return 'rules';
    // The pages' titles: every page loads `common`; the frame's links have theirs in layout.
    if (file === 'shared-pages.json') return 'common';
    return file.startsWith('shared-') ? 'layout' : /^web-(.+)\.json$/.exec(file)?.[1];
  };
  const groups = () => [
    ...new Set([
      'layout',
      ...readdirSync(dir)
        .map(groupOf)
        .filter((g) => g !== undefined),
    ]),
  ];
  return {
    name: 'tgde:message-catalogues',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      for (const file of readdirSync(dir)) this.addWatchFile(path.join(dir, file));
      const rest = id.slice(prefix.length + 1);
      if (rest === 'loaders') {
        const entries = ['en', 'de'].map(
          (locale) =>
            `${locale}: {${groups()
              .map(
                (group) =>
                  `${JSON.stringify(group)}: () => import(${JSON.stringify(`${prefix}${locale}/${group}`)})`,
              )
              .join(', ')}}`,
        );
        return `export default {${entries.join(', ')}};`;
      }
      const [locale, group] = rest.split('/');
      if ((locale !== 'en' && locale !== 'de') || !group) throw new Error(`No catalogue "${rest}"`);
      const files = new Map([...readGermanFiles(dir)].filter(([file]) => groupOf(file) === group));
      const compiled = compileCatalogues(germanMessages('web', files))[locale];
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
