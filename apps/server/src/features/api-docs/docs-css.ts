/**
 * The reference page's stylesheet (served at /api/docs/docs.css: the CSP allows no inline style).
 * Colours keep a contrast of at least 4.5:1 on their backgrounds (WCAG AA).
 */
export const DOCS_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1f2937;
  background: #ffffff;
}
a { color: #1d4ed8; }
a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
.skip { position: absolute; left: -9999px; top: 0; background: #ffffff; padding: 0.5rem 1rem; }
.skip:focus { left: 0.5rem; top: 0.5rem; z-index: 1; }
.page-header { padding: 1.5rem 1rem 1rem; border-bottom: 1px solid #d1d5db; background: #f8fafc; }
.page-header h1 { margin: 0.25rem 0 0.5rem; font-size: 1.75rem; line-height: 1.2; }
.site { margin: 0; font-weight: 600; }
.version { font-size: 0.9rem; font-weight: 400; color: #4b5563; }
.layout { display: block; }
.toc { padding: 1rem; border-bottom: 1px solid #d1d5db; }
.toc h2 { margin-top: 0; font-size: 1.25rem; }
.toc ul { list-style: none; margin: 0; padding: 0; }
.toc > ul > li { margin-bottom: 0.75rem; }
.toc > ul > li > a { font-weight: 600; }
.toc li li { margin: 0.25rem 0 0 0.5rem; }
.toc li li a { text-decoration: none; color: #1f2937; }
.toc li li a:hover code, .toc li li a:focus-visible code { text-decoration: underline; }
main { padding: 0 1rem 3rem; min-width: 0; }
.tag h2 { margin: 2rem 0 0.25rem; font-size: 1.5rem; border-bottom: 2px solid #d1d5db; padding-bottom: 0.25rem; }
.operation, .schema { margin: 1.25rem 0; padding: 1rem; border: 1px solid #d1d5db; border-radius: 0.5rem; }
.operation h3, .schema h3 { margin: 0; font-size: 1.1rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; }
.operation h4 { margin: 1rem 0 0.25rem; font-size: 1rem; }
.summary { font-weight: 600; margin: 0.5rem 0 0.25rem; }
.access { color: #374151; }
.method {
  display: inline-block;
  min-width: 4.2em;
  padding: 0.1rem 0.4rem;
  border-radius: 0.25rem;
  font: 700 0.8rem/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  text-align: center;
  color: #ffffff;
}
.method-get { background: #1d4ed8; }
.method-post { background: #047857; }
.method-put { background: #92400e; }
.method-patch { background: #6d28d9; }
.method-delete { background: #b91c1c; }
.path { font-size: 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 0.35rem 0.5rem; border-bottom: 1px solid #e5e7eb; overflow-wrap: break-word; }
td code { overflow-wrap: normal; word-break: normal; }
thead th { border-bottom: 2px solid #d1d5db; }
.fields, .answers, .headers, .variants { margin: 0.25rem 0; padding-left: 1.25rem; }
.fields li, .answers li { margin: 0.25rem 0; }
.answers { list-style: none; padding-left: 0; }
.answer { border-top: 1px solid #e5e7eb; padding-top: 0.5rem; }
.field { font-weight: 700; }
.type { color: #374151; }
.notes { color: #4b5563; font-size: 0.9rem; }
.media { margin: 0.25rem 0; color: #374151; }
.status { display: inline-block; padding: 0 0.4rem; border-radius: 0.25rem; font-weight: 700; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.status-2xx { background: #dcfce7; color: #14532d; }
.status-4xx { background: #fee2e2; color: #7f1d1d; }
.status-5xx { background: #fef3c7; color: #78350f; }
@media (min-width: 60rem) {
  .layout { display: grid; grid-template-columns: 20rem minmax(0, 1fr); align-items: start; }
  .toc { position: sticky; top: 0; max-height: 100vh; overflow-y: auto; border-bottom: 0; border-right: 1px solid #d1d5db; }
  main { padding: 0 2rem 3rem; }
}
`;
