import type { ReactNode } from 'react';

/**
 * A route of the app's table (app/router.tsx): a `path` relative to its parent's (`:name` for a
 * segment, a trailing `*` for the rest), or `index` for the parent's own address, or neither for a
 * layout that only wraps its children.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

/** One route of the chain an address matches, outermost first, with the address's parameters. */
export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

/** A route that can be an address's page, with the layouts around it and its whole path. */
interface Branch {
  routes: RouteObject[];
  pattern: RegExp;
  names: string[];
  score: number;
  order: number[];
}

const joinPaths = (parent: string, child: string) => `${parent}/${child}`.replace(/\/\/+/g, '/');

/*
 * The more specific path wins, whatever the order of the table: a fixed word counts more than a
 * `:parameter`, which counts more than a `*` (so /destination/new beats /destination/:id, and the
 * catch-all comes last). The same weights as React Router's, whose route tables this one follows.
 */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** The whole path as a pattern that ignores case (/Login is /login), and its parameters' names. */
function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { pattern: new RegExp(source, 'i'), names };
}

function flatten(
  routes: RouteObject[],
  parentPath: string,
  parents: RouteObject[],
  order: number[],
  branches: Branch[],
): Branch[] {
  routes.forEach((route, i) => {
    const path = joinPaths(parentPath, route.path ?? '');
    const chain = [...parents, route];
    const position = [...order, i];
    if (route.children?.length) flatten(route.children, path, chain, position, branches);
    // A layout without a path of its own is never a page by itself.
    if (route.path === undefined && !route.index) return;
    branches.push({ routes: chain, ...compile(path), score: scoreOf(path, !!route.index), order: position });
  });
  return branches;
}

/** Siblings keep the table's order; routes of different parents are equal here. */
function compareOrder(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0;
}

const branchesOf = new WeakMap<RouteObject[], Branch[]>();

function branches(routes: RouteObject[]): Branch[] {
  let found = branchesOf.get(routes);
  if (!found) {
    found = flatten(routes, '', [], [], []).sort(
      (a, b) => b.score - a.score || compareOrder(a.order, b.order),
    );
    branchesOf.set(routes, found);
  }
  return found;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The chain of routes `pathname` shows, outermost first, or null when no route matches it. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  for (const branch of branches(routes)) {
    const found = branch.pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    branch.names.forEach((name, i) => {
      params[name] = decode(found[i + 1] ?? '');
    });
    return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
