// Answers of GET /v2/user/ui-access-data and GET /v2/user (spec section 3).
import { z } from 'zod';

export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
});

export const regionSchema = z.object({ code: z.string(), name: z.string() });

export const userAccessDataSchema = z.object({
  brands: z.array(brandSchema),
  regions: z.array(regionSchema),
  workspaces: z.array(z.string()),
  features: z.array(z.string()),
  requiredActions: z.array(z.string()),
  /**
   * The password is older than the largest password age (PASSWORD_MAX_AGE_DAYS): the web app
   * shows the password-expired prompt. Only GET /v2/user/ui-access-data answers it.
   */
  passwordExpired: z.boolean().optional(),
});
export type UserAccessData = z.infer<typeof userAccessDataSchema>;

export const userProfileSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  secondaryPhone: z.string().nullable(),
  fax: z.string().nullable(),
  userType: z.enum(['INTERNAL', 'EXTERNAL']),
  accountType: z.enum(['ADMINISTRATOR', 'STANDARD']),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  employeeNumber: z.string().nullable(),
  directory_group: z.array(z.string()),
  preferredLanguage: z.string(),
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  lastLoginAt: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
