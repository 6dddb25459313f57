// Registers the five routes every catalogue has: list, read one, create, update, delete.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogDeleteQuerySchema, catalogIdParamsSchema } from '@portal/shared';
import { changedBy, oneErrors, readErrors, writeErrors } from './catalog-route-kit.js';

export interface CrudService<Q, I, U, E, P> {
  list(query: Q): Promise<P>;
  get(id: number): Promise<E>;
  create(input: I, by: string): Promise<E>;
  update(id: number, input: U, by: string): Promise<E>;
  remove(id: number, version: number | undefined, by: string): Promise<void>;
}

export interface CrudRoutes<
  Q extends z.ZodType,
  I extends z.ZodType,
  U extends z.ZodType,
  E extends z.ZodType,
  P extends z.ZodType,
> {
  /** The OpenAPI tag, the catalogue's URL segment ("security-roles"). */
  tag: string;
  /** Words for the summaries ("security role"). */
  what: string;
  schemas: { query: Q; input: I; update: U; entry: E; page: P };
  service: CrudService<z.output<Q>, z.output<I>, z.output<U>, z.output<E>, z.output<P>>;
}

export function registerCrudRoutes<
  Q extends z.ZodType,
  I extends z.ZodType,
  U extends z.ZodType,
  E extends z.ZodType,
  P extends z.ZodType,
>(fastify: FastifyInstance, o: CrudRoutes<Q, I, U, E, P>): void {
  // The schemas validate (the app's zod compilers); the generic handlers only read the results,
  // typed by the schemas they were given.
  const app = fastify;
  type IdParams = z.output<typeof catalogIdParamsSchema>;
  type DeleteQuery = z.output<typeof catalogDeleteQuerySchema>;
  // Registered in the catalogue's own folder: the list at its prefix, one entry below it.
  const tags = [o.tag];
  const list = '';
  const one = '/:id';
  const { schemas: s, service } = o;

  app.get(
    list,
    {
      schema: {
        tags,
        summary: `One page of ${o.what}s: search, order, page`,
        querystring: s.query,
        response: { 200: s.page, ...readErrors },
      },
    },
    async (req) => service.list(req.query as z.output<Q>),
  );
  app.get(
    one,
    {
      schema: {
        tags,
        summary: `One ${o.what}`,
        params: catalogIdParamsSchema,
        response: { 200: s.entry, ...oneErrors },
      },
    },
    async (req) => service.get((req.params as IdParams).id),
  );
  app.post(
    list,
    {
      schema: {
        tags,
        summary: `Creates a ${o.what}`,
        body: s.input,
        response: { 201: s.entry, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.create(req.body as z.output<I>, changedBy(req))),
  );
  app.put(
    one,
    {
      schema: {
        tags,
        summary: `Updates a ${o.what}; 409 when \`version\` is not the stored one`,
        params: catalogIdParamsSchema,
        body: s.update,
        response: { 200: s.entry, ...writeErrors },
      },
    },
    async (req) =>
      service.update((req.params as IdParams).id, req.body as z.output<U>, changedBy(req)),
  );
  app.delete(
    one,
    {
      schema: {
        tags,
        summary: `Deletes a ${o.what}; 409 when a given \`version\` is not the stored one`,
        params: catalogIdParamsSchema,
        querystring: catalogDeleteQuerySchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (req, reply) => {
      const { id } = req.params as IdParams;
      await service.remove(id, (req.query as DeleteQuery).version, changedBy(req));
      return reply.code(204).send(null);
    },
  );
}
