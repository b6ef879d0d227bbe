import { readdirSync, readFileSync } from 'node:fs';
import { findPage, PAGE_IDS, pages } from '@tgde/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * A page's address is written once, in the page table (packages/contracts/src/pages.ts); links,
 * menus, redirects and mails ask pageHref for it. This reads the source of the web app, the server
 * and the contracts and fails on a string that is the address of one of our pages. Tests are left
 * out: they may write an address as a person types it.
 */

const root = new URL('../../../../', import.meta.url);
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/contracts/src'];
/** The table itself. */
const TABLE = 'packages/contracts/src/pages.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(new URL(dir, root), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => `${dir}/${name}`)
    .filter((file) => file !== TABLE);
}

/**
 * A quick look before parsing: a string that starts with a page's first segment, or the home page
 * (`'/'`, `'/?…'`). Most files have none and are not parsed.
 */
const firstSegments = [...new Set(PAGE_IDS.map((id) => pages[id].path.split('/')[1]).filter(Boolean))];
const MAY_HOLD_ADDRESS = new RegExp(`['"\`]/(?:(?:${firstSegments.join('|')})\\b|['"\`?#$])`, 'i');

/** The text of a string or template literal, each `${…}` standing for one segment. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `x1${span.literal.text}`).join('');
  }
  return undefined;
}

/**
 * Calls that take an API path (under /api), not a page: the web's client, and the server's routes
 * (`app.get(path, …)`, `defineRoute(app, 'get', path, …)`).
 */
const API_CALLERS = /^(api|app)\.(get|post|put|patch|delete|head|route)$|^getPagedList$|^defineRoute$/;

function isApiPath(node: ts.Node, file: ts.SourceFile): boolean {
  const { parent } = node;
  return (
    ts.isCallExpression(parent) &&
    parent.arguments.includes(node as ts.Expression) &&
    API_CALLERS.test(parent.expression.getText(file))
  );
}

/** Whether `node` is where a link or a navigation takes its address. */
function isLinkTarget(node: ts.Node, file: ts.SourceFile): boolean {
  const { parent } = node;
  if (ts.isJsxAttribute(parent)) return true;
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) return true;
  return ts.isCallExpression(parent) && /(^|\.)navigate$/.test(parent.expression.getText(file));
}

/** Every page address written in `path`, as `file:line: text`. */
function handWrittenPaths(path: string): string[] {
  const source = readFileSync(new URL(path, root), 'utf8');
  if (!MAY_HOLD_ADDRESS.test(source)) return [];
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text?.startsWith('/') && !(ts.isPropertyAssignment(node.parent) && node.parent.name === node)) {
      const address = text.replace(/[?#].*$/s, '');
      const page = findPage(address);
      // `/` is also any other slash: the home page counts where a link or a navigation takes it.
      const home = address === '/' ? isLinkTarget(node, file) : page?.id !== 'home';
      const counts = page && home && !isApiPath(node, file);
      if (counts) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        found.push(`${path}:${line + 1}: ${text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the addresses of our pages', () => {
  // It parses every source file: seconds on a busy machine, hence its own timeout.
  it('are written only in the page table', () => {
    const found = SOURCES.flatMap(sourceFiles).flatMap(handWrittenPaths);
    expect(found).toEqual([]);
  }, 60_000);

  it('are found where a file writes one', () => {
    const found = handWrittenPaths('apps/web/src/app/page-paths.test.ts');
    expect(found).toEqual([expect.stringMatching(/page-paths\.test\.ts:\d+: \/dashboard\/payment\/x1$/)]);
  });
});

// Read by the test above: an address written by hand, as a link would.
export const example = (id: string) => `/dashboard/payment/${id}`;
