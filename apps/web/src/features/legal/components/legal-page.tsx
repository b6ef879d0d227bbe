import { Fragment } from 'react';
import { Link } from '../../../lib/router';
import { PageTitle } from '../../../components/ui/page-title';
import { QueryState } from '../../../components/ui/query-state';
import { useT } from '../../../i18n/i18n-context';
import { useLocalPath } from '../../../i18n/language-link';
import { useSiteInfo } from '../../../queries/site-info-query';
import {
  type Block,
  type Inline,
  type LegalDocument,
  type LegalPageTexts,
  type Line,
} from '../legal-content';

function Run({ run }: { run: Inline }) {
  const localPath = useLocalPath();
  if (typeof run === 'string') return run;
  // Our own pages through the router, by their English address (`/terms` is /agb on German pages);
  // mail, telephone and other sites as plain links. Long addresses may break anywhere, so that a
  // phone never scrolls sideways.
  return run.href.startsWith('/') ? (
    <Link to={localPath(run.href)} className="link link-primary">
      {run.text}
    </Link>
  ) : (
    <a href={run.href} className="link link-primary wrap-anywhere">
      {run.text}
    </a>
  );
}

function Text({ line }: { line: Line }) {
  return line.map((run, i) => <Run key={i} run={run} />);
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <Text line={block.text} />
        </p>
      );
    case 'heading':
      return <h3 className="pt-2 text-lg font-semibold">{block.text}</h3>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 ps-6 marker:text-muted">
          {block.items.map((item, i) => (
            <li key={i}>
              <Text line={item} />
            </li>
          ))}
        </ul>
      );
    case 'details':
      // Term beside value from 640 px; on a phone the value goes under its term.
      return (
        <dl className="grid gap-x-6 gap-y-1 rounded-box bg-base-200 p-4 sm:grid-cols-[auto_1fr] sm:gap-y-3 sm:p-6">
          {block.items.map((item) => (
            <Fragment key={item.term}>
              <dt className="font-semibold text-muted">{item.term}</dt>
              <dd className="mb-3 break-words sm:mb-0">
                {item.lines.map((line, i) => (
                  <span key={i} className="block">
                    <Text line={line} />
                  </span>
                ))}
              </dd>
            </Fragment>
          ))}
        </dl>
      );
  }
}

function DocumentView({ document }: { document: LegalDocument }) {
  return (
    <div className="flex flex-col gap-10">
      {document.intro.length > 0 && (
        <div className="flex flex-col gap-4 text-lg text-muted">
          {document.intro.map((line, i) => (
            <p key={i}>
              <Text line={line} />
            </p>
          ))}
        </div>
      )}
      {document.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-4">
          <h2 className="text-2xl font-bold">{section.heading}</h2>
          {section.blocks.map((block, i) => (
            <BlockView key={i} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}

/**
 * One of the legal pages (imprint, privacy notice, booking terms): its name as heading and the
 * text its content module builds from the server's settings, at a readable line length.
 */
export function LegalPage({ title, texts }: { title: string; texts: LegalPageTexts }) {
  const { t } = useT();
  const info = useSiteInfo();
  return (
    <article className="mx-auto w-full max-w-[44rem] px-4 py-12 leading-relaxed sm:px-6">
      <PageTitle page={title} />
      <h1 className="mb-8 text-4xl font-bold break-words">{title}</h1>
      <QueryState query={info} loading={texts.loading} failure={texts.failure}>
        {(data) => <DocumentView document={texts.document(data, t)} />}
      </QueryState>
    </article>
  );
}
