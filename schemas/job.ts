import type { FromSchema } from 'json-schema-to-ts';

/** A branch's hiring page (spec part 2 §2, hiring page). */
export const jobSchema = {
  type: 'object',
  title: 'Job opening',
  properties: {
    id: { type: 'integer', title: 'ID', minimum: 1 },
    slug: { type: 'string', title: 'Branch address', description: 'e.g. el-nido for /hiring/el-nido.' },
    branch_id: { type: 'integer', title: 'Branch' },
    branch_name: { type: 'string', title: 'Branch name' },
    title: { type: 'string', title: 'Title' },
    summary: { type: 'string', title: 'Summary' },
    banner: { type: 'string', title: 'Banner picture' },
    vehicle_types: { type: 'array', title: 'Vehicles wanted', items: { type: 'string' } },
    how_to_apply: { type: 'array', title: 'How to apply', items: { type: 'string' } },
    requirements: { type: 'array', title: 'Requirements', items: { type: 'string' } },
    facebook_url: { type: 'string', title: 'Facebook page' },
    messenger_group_url: { type: 'string', title: 'Messenger group' },
    is_open: { type: 'boolean', title: 'Accepting applications' },
  },
  required: [
    'id',
    'slug',
    'branch_id',
    'branch_name',
    'title',
    'summary',
    'banner',
    'vehicle_types',
    'how_to_apply',
    'requirements',
    'facebook_url',
    'messenger_group_url',
    'is_open',
  ],
} as const;
export type Job = FromSchema<typeof jobSchema>;

export const jobListSchema = {
  type: 'object',
  properties: { data: { type: 'array', items: jobSchema } },
  required: ['data'],
} as const;
export type JobList = FromSchema<typeof jobListSchema>;

export const jobDetailSchema = {
  type: 'object',
  properties: { data: jobSchema },
  required: ['data'],
} as const;
export type JobDetail = FromSchema<typeof jobDetailSchema>;

export const jobSlugParamsSchema = {
  type: 'object',
  properties: { slug: { type: 'string', maxLength: 80 } },
  required: ['slug'],
} as const;

const lines = (title: string, description: string) =>
  ({
    type: 'array',
    title,
    description,
    items: { type: 'string', minLength: 1, maxLength: 300 },
    maxItems: 20,
    errorMessage: `${title}: at most 20 lines of up to 300 characters.`,
  }) as const;

const jobSlug = {
  ...jobSchema.properties.slug,
  minLength: 1,
  maxLength: 80,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  errorMessage: 'Use lower-case letters, digits and single dashes, e.g. el-nido.',
} as const;
const jobTitle = {
  ...jobSchema.properties.title,
  minLength: 1,
  maxLength: 120,
  errorMessage: 'Please enter a title of at most 120 characters.',
} as const;
const jobEditable = {
  slug: jobSlug,
  branch_id: { ...jobSchema.properties.branch_id, minimum: 1, errorMessage: 'Please choose a branch.' },
  title: jobTitle,
  summary: { ...jobSchema.properties.summary, maxLength: 1000 },
  banner: { ...jobSchema.properties.banner, maxLength: 500 },
  vehicle_types: lines('Vehicles wanted', 'One vehicle per line, e.g. Tricycle.'),
  how_to_apply: lines('How to apply', 'One step per line.'),
  requirements: lines('Requirements', 'One requirement per line.'),
  facebook_url: { ...jobSchema.properties.facebook_url, maxLength: 500 },
  messenger_group_url: { ...jobSchema.properties.messenger_group_url, maxLength: 500 },
  is_open: jobSchema.properties.is_open,
} as const;

/** A new hiring page from the console. */
export const jobCreateSchema = {
  type: 'object',
  title: 'New job opening',
  properties: jobEditable,
  required: ['slug', 'branch_id', 'title'],
  additionalProperties: false,
  errorMessage: { required: 'Please fill in the branch address, branch and title.' },
} as const;

export const jobUpdateSchema = {
  type: 'object',
  title: 'Job opening changes',
  properties: jobEditable,
  additionalProperties: false,
} as const;
