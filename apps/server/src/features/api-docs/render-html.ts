import { pageHref, type Locale } from '@tgde/contracts';
import type { oas32 } from 'zod-openapi';
import { translate, translateFinished } from '../../infra/i18n/server-i18n';
import type { OpenApiDocument } from './document';

/*
 * The reference page (GET /api/docs), rendered on the server from the OpenAPI document itself, so
 * the page and GET /api/openapi.json can never disagree. Plain HTML and one stylesheet of our own:
 * no script, no inline style, nothing from another origin (the site's CSP). Its introduction and
 * headings come in the reader's language; the calls themselves are described in English, as the
 * OpenAPI document describes them.
 */

type Schema = oas32.SchemaObject | oas32.ReferenceObject;
type Parameter = oas32.ParameterObject | oas32.ReferenceObject;

export const DOCS_CSS_PATH = '/api/docs/docs.css';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escapeMap: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => escapeMap[c] ?? c);

/** `code spans` of the descriptions, as <code>; everything else escaped. */
const prose = (text: string) => esc(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const isRef = (schema: unknown): schema is oas32.ReferenceObject =>
  typeof schema === 'object' && schema !== null && '$ref' in schema;

/** The schema's keywords; undefined for a reference or the schema `true`. */
const keywords = (schema: Schema | undefined): oas32.SchemaObjectValue | undefined =>
  typeof schema === 'object' && !isRef(schema) ? schema : undefined;

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
const schemaAnchor = (name: string) => `schema-${slug(name)}`;
export const operationAnchor = (method: string, path: string) => `${method}-${slug(path)}`;

/** A one-line name of a schema's type: "string or null", "array of Booking", "one of: …". */
function typeName(given: Schema | undefined): string {
  if (isRef(given)) {
    const name = refName(given.$ref);
    return `<a href="#${schemaAnchor(name)}">${esc(name)}</a>`;
  }
  const schema = keywords(given);
  if (!schema) return 'any';
  if (schema.const !== undefined) return `<code>${esc(JSON.stringify(schema.const))}</code>`;
  if (schema.enum)
    return `one of ${schema.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(', ')}`;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => typeName(s)).join(' or ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return (
    types
      .map((type) => {
        if (type === 'array') return `array of ${typeName(schema.items)}`;
        if (type === 'null') return 'null';
        return schema.format ? `${type} (${esc(schema.format)})` : type;
      })
      .join(' or ') || 'any'
  );
}

const characters = (count: number) => (count === 1 ? '1 character' : `${count} characters`);

/** Limits worth knowing before sending: length, range, pattern, default. */
function limits(given: Schema | undefined): string[] {
  const schema = keywords(given);
  if (!schema) return [];
  const notes: string[] = [];
  if (schema.minLength !== undefined) notes.push(`at least ${characters(schema.minLength)}`);
  if (schema.maxLength !== undefined) notes.push(`at most ${characters(schema.maxLength)}`);
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) notes.push(`> ${String(schema.exclusiveMinimum)}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (schema.pattern !== undefined) notes.push(`matches <code>${esc(schema.pattern)}</code>`);
  if (schema.default !== undefined) notes.push(`default <code>${esc(JSON.stringify(schema.default))}</code>`);
  return notes;
}

/** The fields of an object schema as a list; other schemas as their type name. */
function schemaHtml(given: Schema | undefined, depth = 0): string {
  const schema = keywords(given);
  if (!schema || depth > 4) return `<p>${typeName(given)}</p>`;
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.some((s) => keywords(s)?.type === 'object')) {
    return `<p>One of:</p><ol class="variants">${union.map((s) => `<li>${schemaHtml(s, depth + 1)}</li>`).join('')}</ol>`;
  }
  if (schema.type === 'array' && keywords(schema.items)?.type === 'object') {
    return `<p>An array of:</p>${schemaHtml(schema.items, depth + 1)}`;
  }
  if (schema.type !== 'object' || !schema.properties) {
    return `<p>${typeName(schema)}${schema.description ? ` – ${prose(schema.description)}` : ''}</p>`;
  }
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties).map(([name, field]) => {
    const description = keywords(field)?.description ? prose(keywords(field)?.description ?? '') : '';
    const notes = [...limits(field), required.has(name) ? '' : 'optional'].filter(Boolean).join('; ');
    const nested = keywords(field)?.properties ? schemaHtml(field, depth + 1) : '';
    return `<li><code class="field">${esc(name)}</code> <span class="type">${typeName(field)}</span>${
      notes ? ` <span class="notes">(${notes})</span>` : ''
    }${description ? `<br>${description}` : ''}${nested}</li>`;
  });
  return `<ul class="fields">${rows.join('')}</ul>`;
}

function parametersHtml(parameters: Parameter[] | undefined): string {
  const list = (parameters ?? []).filter((p): p is oas32.ParameterObject => !isRef(p));
  if (list.length === 0) return '';
  const rows = list.map((p) => {
    const notes = [...limits(p.schema), p.required ? 'required' : 'optional'].join('; ');
    const description = p.description ?? keywords(p.schema)?.description;
    return `<tr><th scope="row"><code>${esc(p.name)}</code></th><td>${esc(p.in)}</td><td>${typeName(p.schema)} <span class="notes">(${notes})</span>${
      description ? `<br>${prose(description)}` : ''
    }</td></tr>`;
  });
  return `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Value</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function contentHtml(content: oas32.ContentObject | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, media]) =>
      isRef(media) || isRef(media.schema)
        ? `<p class="media">As <code>${esc(type)}</code>: ${typeName(isRef(media) ? media : media.schema)}</p>`
        : `<p class="media">As <code>${esc(type)}</code>:</p>${schemaHtml(media.schema)}`,
    )
    .join('');
}

function responsesHtml(responses: oas32.ResponsesObject | undefined): string {
  const items = Object.entries(responses ?? {}).map(([status, response]) => {
    const answer = response as oas32.ResponseObject;
    const headers = Object.entries(answer.headers ?? {})
      .map(([name, header]) => {
        const h = header as oas32.HeaderObject;
        const description = h.description ?? keywords(h.schema)?.description;
        return `<li>Header <code>${esc(name)}</code>${description ? `: ${prose(description)}` : ''}</li>`;
      })
      .join('');
    return `<li class="answer"><span class="status status-${esc(status.slice(0, 1))}xx">${esc(status)}</span> ${prose(answer.description ?? '')}${
      headers ? `<ul class="headers">${headers}</ul>` : ''
    }${contentHtml(answer.content)}</li>`;
  });
  return `<h4>Answers</h4><ul class="answers">${items.join('')}</ul>`;
}

function operationHtml(method: string, path: string, operation: oas32.OperationObject): string {
  const body = operation.requestBody as oas32.RequestBodyObject | undefined;
  const security = operation.security?.length
    ? '<p class="access">Send <code>Authorization: Bearer &lt;token&gt;</code> or the session cookie.</p>'
    : '';
  return `<section class="operation" id="${operationAnchor(method, path)}" aria-labelledby="${operationAnchor(method, path)}-h">
<h3 id="${operationAnchor(method, path)}-h"><span class="method method-${method}">${method.toUpperCase()}</span> <code class="path">${esc(path)}</code></h3>
<p class="summary">${prose(operation.summary ?? '')}</p>
${operation.description ? `<p>${prose(operation.description)}</p>` : ''}${security}
${parametersHtml(operation.parameters)}
${body ? `<h4>Request body</h4>${contentHtml(body.content)}` : ''}
${responsesHtml(operation.responses)}
</section>`;
}

interface Entry {
  method: string;
  path: string;
  operation: oas32.OperationObject;
}

function entriesByTag(document: OpenApiDocument): Map<string, Entry[]> {
  const byTag = new Map<string, Entry[]>((document.tags ?? []).map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return byTag;
}

/** The document's own description (document.ts) in `locale`. */
function introduction(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  // The body's shape is a placeholder: braces in a catalogue text are placeholders.
  return translate(
    locale,
    'The HTTP API of Travel Guide DE: the web app uses nothing else. Refused calls answer 4xx with {shape}. Writes signed in by cookie must come from the site’s own origin.',
    { shape: '`{message, errors?}`' },
  );
}

/** The whole reference page, its introduction in `locale`. */
export function renderDocsPage(document: OpenApiDocument, locale: Locale = 'en'): string {
  const byTag = entriesByTag(document);
  const tagText = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
  const toc = [...byTag]
    .map(
      ([tag, entries]) =>
        `<li><a href="#${slug(tag)}">${esc(tag)}</a><ul>${entries
          .map(
            (e) =>
              `<li><a href="#${operationAnchor(e.method, e.path)}"><span class="method method-${e.method}">${e.method.toUpperCase()}</span> <code>${esc(e.path)}</code></a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = [...byTag]
    .map(
      ([tag, entries]) =>
        `<section class="tag" aria-labelledby="${slug(tag)}"><h2 id="${slug(tag)}">${esc(tag)}</h2><p>${prose(
          translateFinished(locale, tagText.get(tag) ?? ''),
        )}</p>${entries.map((e) => operationHtml(e.method, e.path, e.operation)).join('\n')}</section>`,
    )
    .join('\n');
  const schemas = Object.entries(document.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<section class="schema" aria-labelledby="${schemaAnchor(name)}"><h3 id="${schemaAnchor(name)}">${esc(name)}</h3>${schemaHtml(schema)}</section>`,
    )
    .join('\n');
  const info = document.info;
  const title = { title: info.title };
  const contents = esc(translate(locale, 'Contents'));
  const schemasHeading = esc(translate(locale, 'Schemas'));
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(translate(locale, '{title} reference', title))}</title>
<meta name="description" content="${esc(translate(locale, 'Every call of the {title}: paths, parameters, bodies and answers.', title))}">
<link rel="stylesheet" href="${DOCS_CSS_PATH}">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
</head>
<body>
<a class="skip" href="#main">${esc(translate(locale, 'Skip to the reference'))}</a>
<header class="page-header">
<p class="site"><a href="${pageHref('home', {}, locale)}">Travel Guide DE</a></p>
<h1>${esc(info.title)} <span class="version">${esc(info.version)}</span></h1>
<p>${prose(introduction(locale, info.description ?? ''))}</p>
<p>${esc(translate(locale, 'The same as an OpenAPI {version} document:', { version: document.openapi }))} <a href="/api/openapi.json">/api/openapi.json</a>.</p>
</header>
<div class="layout">
<nav class="toc" aria-label="${contents}">
<h2>${contents}</h2>
<ul>${toc}<li><a href="#schemas">${schemasHeading}</a></li></ul>
</nav>
<main id="main">
${sections}
<section class="tag" aria-labelledby="schemas"><h2 id="schemas">${schemasHeading}</h2><p>${esc(translate(locale, 'Answers that several calls share.'))}</p>
${schemas}
</section>
</main>
</div>
</body>
</html>
`;
}
