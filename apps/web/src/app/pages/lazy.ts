// Shared types of the lazy page tables: each page is its own chunk, loaded when first visited.
import type { RouteObject } from 'react-router';

export type LazyPage = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;
