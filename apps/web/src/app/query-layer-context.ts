import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The server's query client for the page it renders; in the browser there is none and the query
 * layer makes its own. Apart from query-layer.tsx, so that the first JavaScript can provide it
 * without loading TanStack Query.
 */
export const ServerQueryClient = createContext<QueryClient | undefined>(undefined);
