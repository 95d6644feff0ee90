import { PORTAL_PAGE_LIST } from '@config/portal';
import { RESOURCE_LIST } from '@config/resources';
import {
  deleteAccountSchema,
  foreignCredentialsSchema,
  foreignVerificationSchema,
  localDetailsSchema,
  loginFormSchema,
  passwordStepSchema,
  resetPasswordSchema,
  resetPhoneSchema,
} from '../public/accounts/form-schemas';

/**
 * Every JSON Schema a browser form validates with. The build compiles each into plain code (ajv standalone,
 * scripts/form-validators.ts), so the pages run under a Content-Security-Policy without 'unsafe-eval'. A form
 * whose schema is missing here throws when it first validates, so a new form adds its schema here.
 */
export const FORM_SCHEMAS: readonly object[] = [
  loginFormSchema,
  localDetailsSchema,
  passwordStepSchema,
  foreignVerificationSchema,
  foreignCredentialsSchema,
  resetPhoneSchema,
  resetPasswordSchema,
  deleteAccountSchema,
  ...PORTAL_PAGE_LIST.map((page) => page.schema),
];

/** The console's record forms: each resource's create and update body schemas. */
export const CONSOLE_SCHEMAS: readonly object[] = RESOURCE_LIST.flatMap((resource): object[] => [
  ...(resource.createSchema ? [resource.createSchema] : []),
  ...(resource.updateSchema ? [resource.updateSchema] : []),
]);
