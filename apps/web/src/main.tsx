import './index.css';
import './lib/zod-csp';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { SERVER_STATE_ID } from './app/server-state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server rendered this page (home, the destination list, reviews) with the data it sent along:
// React hydrates that HTML instead of rendering anew (app/query-layer.tsx starts from that data).
const rendered = document.getElementById(SERVER_STATE_ID) !== null;
// Every page needs the data layer: fetch it now, alongside the first render, not after it.
void import('./app/query-layer');

// index.html's <title> names the page until React runs; from then on every page renders its own
// <title> (React 19 hoists it into <head>), and a document should have only one.
document.head.querySelector('title')?.remove();

const app = (
  <BrowserRouter>
    <App hydrating={rendered} />
  </BrowserRouter>
);
if (rendered) hydrateRoot(root, app);
else createRoot(root).render(app);
