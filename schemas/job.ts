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

/**
 * The page's texts in Filipino, beside the English ones; left empty (a list without lines), Filipino readers see
 * the English ones.
 */
const jobFilipino = {
  title_fil: { type: 'string', title: 'Title (Filipino)' },
  summary_fil: { type: 'string', title: 'Summary (Filipino)' },
  vehicle_types_fil: { ...jobSchema.properties.vehicle_types, title: 'Vehicles wanted (Filipino)' },
  how_to_apply_fil: { ...jobSchema.properties.how_to_apply, title: 'How to apply (Filipino)' },
  requirements_fil: { ...jobSchema.properties.requirements, title: 'Requirements (Filipino)' },
} as const;

/** A job opening as staff edit it in the console: both languages side by side. */
export const jobRecordSchema = {
  ...jobSchema,
  properties: { ...jobSchema.properties, ...jobFilipino },
  required: [
    ...jobSchema.required,
    'title_fil',
    'summary_fil',
    'vehicle_types_fil',
    'how_to_apply_fil',
    'requirements_fil',
  ],
} as const;

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

const VEHICLE_LINES = 'One vehicle per line, e.g. Tricycle.';
const STEP_LINES = 'One step per line.';
const REQUIREMENT_LINES = 'One requirement per line.';

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
  vehicle_types: lines(jobSchema.properties.vehicle_types.title, VEHICLE_LINES),
  how_to_apply: lines(jobSchema.properties.how_to_apply.title, STEP_LINES),
  requirements: lines(jobSchema.properties.requirements.title, REQUIREMENT_LINES),
  facebook_url: { ...jobSchema.properties.facebook_url, maxLength: 500 },
  messenger_group_url: { ...jobSchema.properties.messenger_group_url, maxLength: 500 },
  is_open: jobSchema.properties.is_open,
  title_fil: {
    ...jobFilipino.title_fil,
    maxLength: 120,
    errorMessage: 'The Filipino title may be at most 120 characters.',
  },
  summary_fil: {
    ...jobFilipino.summary_fil,
    maxLength: 1000,
    errorMessage: 'The Filipino summary may be at most 1000 characters.',
  },
  vehicle_types_fil: lines(jobFilipino.vehicle_types_fil.title, VEHICLE_LINES),
  how_to_apply_fil: lines(jobFilipino.how_to_apply_fil.title, STEP_LINES),
  requirements_fil: lines(jobFilipino.requirements_fil.title, REQUIREMENT_LINES),
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
