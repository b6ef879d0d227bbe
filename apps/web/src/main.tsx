import 'react-toastify/ReactToastify.css';
import './index.css';
import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';

// index.html's <title> names the page until React runs; from then on every page renders its own
// <title> (React 19 hoists it into <head>), and a document should have only one.
document.head.querySelector('title')?.remove();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
