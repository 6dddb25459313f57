// Shared types of the lazy page tables: each page is its own chunk, loaded when first visited.
import type { ComponentType } from 'react';

/** Loads a page's module: like a route module, it exports the page as `Component`. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;
