// The signed-in user's own data: GET /v2/user and GET /v2/user/ui-access-data.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import {
  errorBodySchema,
  userAccessDataSchema,
  userProfileSchema,
  type UserProfile,
} from '@portal/shared';
import { one } from '../../../db/client.js';
import { principalOf } from '../../../auth/guard.js';
import type { Database } from '../../../db/client.js';

interface ProfileRow {
  id: number;
  subject: string;
  first_name: string;
  last_name: string;
  email: string;
  job_title: string | null;
  mobile_phone: string | null;
  secondary_phone: string | null;
  fax: string | null;
  user_type: 'INTERNAL' | 'EXTERNAL';
  account_type: 'ADMINISTRATOR' | 'STANDARD';
  status: 'ACTIVE' | 'INACTIVE';
  employee_number: string | null;
  directory_groups: string[];
  preferred_language: string;
  org_id: number | null;
  org_name: string | null;
  last_login_at: Date | string | null;
}

const errors = { 401: errorBodySchema, 403: errorBodySchema };

export const userRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/user/ui-access-data',
    {
      schema: {
        tags: ['user'],
        summary: "The signed-in user's brands, regions, features and required actions",
        response: { 200: userAccessDataSchema, ...errors },
      },
    },
    async (req) => principalOf(req).access,
  );

  app.get(
    '/user',
    {
      schema: {
        tags: ['user'],
        summary: "The signed-in user's profile",
        response: { 200: userProfileSchema, ...errors },
      },
    },
    async (req): Promise<UserProfile> => {
      const p = principalOf(req);
      const r = (await one<ProfileRow>(
        db.orm,
        sql`SELECT i.*, o.id AS org_id, o.name AS org_name FROM identity i
          LEFT JOIN LATERAL (SELECT o.id, o.name FROM identity_location l JOIN organization o ON o.id = l.organization_id
            WHERE l.identity_id = i.id AND l.mode = 'INCLUDE' ORDER BY l.preferred DESC, o.id LIMIT 1) o ON true
          WHERE i.id = ${p.identityId}`,
      ))!;
      return {
        id: r.id,
        uid: r.subject,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        jobTitle: r.job_title,
        mobilePhone: r.mobile_phone,
        secondaryPhone: r.secondary_phone,
        fax: r.fax,
        userType: r.user_type,
        accountType: r.account_type,
        status: r.status,
        employeeNumber: r.employee_number,
        directory_group: r.directory_groups,
        preferredLanguage: r.preferred_language,
        organization: r.org_id == null ? null : { id: r.org_id, name: r.org_name ?? '' },
        lastLoginAt: r.last_login_at == null ? null : new Date(r.last_login_at).toISOString(),
      };
    },
  );
};
