import type { FromSchema } from 'json-schema-to-ts';
import { USER_GUIDE_CATEGORIES } from '../config/constants';

/** The categories a guide belongs to; "All" is only the index page's filter. */
export const GUIDE_CATEGORIES = USER_GUIDE_CATEGORIES.filter(
  (category): category is Exclude<(typeof USER_GUIDE_CATEGORIES)[number], 'All'> => category !== 'All',
);

const slug = {
  type: 'string',
  title: 'Address',
  description: 'Last part of the guide address, e.g. how-to-book-a-ride.',
  minLength: 1,
  maxLength: 80,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  errorMessage: 'Use lower-case letters, digits and single dashes, e.g. how-to-book-a-ride.',
} as const;
const title = {
  type: 'string',
  title: 'Title',
  minLength: 1,
  maxLength: 120,
  errorMessage: 'Please enter a title of at most 120 characters.',
} as const;
const category = {
  type: 'string',
  title: 'Category',
  enum: GUIDE_CATEGORIES,
  errorMessage: 'Please choose Booking, Account, Wallet, Rewards or Partner.',
} as const;
const description = {
  type: 'string',
  title: 'Summary',
  description: 'One or two sentences shown on the guide list.',
  maxLength: 400,
  errorMessage: 'The summary may be at most 400 characters.',
} as const;
const body = {
  type: 'string',
  title: 'Text',
  description:
    'Paragraphs separated by a blank line; lines starting with "1.", "2." … become numbered steps.',
  maxLength: 20000,
  errorMessage: 'The text may be at most 20000 characters.',
} as const;
/** The same texts in Filipino; left empty, Filipino readers see the English ones. */
const titleFil = {
  type: 'string',
  title: 'Title (Filipino)',
  maxLength: 120,
  errorMessage: 'The Filipino title may be at most 120 characters.',
} as const;
const descriptionFil = {
  ...description,
  title: 'Summary (Filipino)',
  errorMessage: 'The Filipino summary may be at most 400 characters.',
} as const;
const bodyFil = {
  ...body,
  title: 'Text (Filipino)',
  errorMessage: 'The Filipino text may be at most 20000 characters.',
} as const;
const videoUrl = {
  type: ['string', 'null'],
  title: 'Video',
  description: 'A video file (.mp4 or .webm, site path or https) or a YouTube or Facebook embed address.',
  maxLength: 500,
  pattern: '^(|/[^\\s]*|https://[^\\s]+)$',
  errorMessage: 'The video must be a site path starting with / or an https:// address.',
} as const;
const thumbnail = {
  type: 'string',
  title: 'Thumbnail',
  description: 'Picture shown on the guide list and before the video plays.',
  maxLength: 500,
  pattern: '^(|/[^\\s]*|https://[^\\s]+)$',
  errorMessage: 'The thumbnail must be a site path starting with / or an https:// address.',
} as const;
const isPartner = {
  type: 'boolean',
  title: 'Partner guide',
  description: 'Partner guides live under /user-guide/tutorial/partner/.',
} as const;
const popular = {
  type: 'boolean',
  title: 'Popular',
  description: 'Popular guides are offered as quick searches on the guide index.',
} as const;

/**
 * A user guide as lists and detail pages show it (spec part 1 §2, user guide): `title`, `description` and
 * `body` in the reader's language.
 */
export const guideSchema = {
  type: 'object',
  title: 'User guide',
  properties: {
    id: { type: 'integer', title: 'ID', minimum: 1 },
    slug,
    title,
    category,
    description,
    body,
    video_url: videoUrl,
    thumbnail,
    is_partner: isPartner,
    popular,
  },
  required: [
    'id',
    'slug',
    'title',
    'category',
    'description',
    'body',
    'video_url',
    'thumbnail',
    'is_partner',
    'popular',
  ],
} as const;
export type Guide = FromSchema<typeof guideSchema>;

/** A guide as staff edit it in the console: both languages side by side. */
export const guideRecordSchema = {
  ...guideSchema,
  properties: {
    ...guideSchema.properties,
    title_fil: titleFil,
    description_fil: descriptionFil,
    body_fil: bodyFil,
  },
  required: [...guideSchema.required, 'title_fil', 'description_fil', 'body_fil'],
} as const;

/** A guide in a list: everything but the long text. */
export const guideSummarySchema = {
  type: 'object',
  title: 'User guide summary',
  properties: {
    id: guideSchema.properties.id,
    slug,
    title,
    category,
    description,
    thumbnail,
    has_video: { type: 'boolean' },
    is_partner: isPartner,
    popular,
  },
  required: [
    'id',
    'slug',
    'title',
    'category',
    'description',
    'thumbnail',
    'has_video',
    'is_partner',
    'popular',
  ],
} as const;
export type GuideSummary = FromSchema<typeof guideSummarySchema>;

export const guideListQuerySchema = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100 },
    category: { type: 'string', enum: USER_GUIDE_CATEGORIES },
  },
  additionalProperties: false,
} as const;
export type GuideListQuery = FromSchema<typeof guideListQuerySchema>;

export const guideListSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: guideSummarySchema },
    popular_searches: { type: 'array', items: { type: 'string' } },
  },
  required: ['data', 'popular_searches'],
} as const;
export type GuideList = FromSchema<typeof guideListSchema>;

export const guideDetailSchema = {
  type: 'object',
  properties: {
    data: guideSchema,
    other_guides: { type: 'array', items: guideSummarySchema },
  },
  required: ['data', 'other_guides'],
} as const;
export type GuideDetail = FromSchema<typeof guideDetailSchema>;

export const guideSlugParamsSchema = {
  type: 'object',
  properties: { slug: { type: 'string', maxLength: 80 } },
  required: ['slug'],
} as const;

export const guideCreateSchema = {
  type: 'object',
  title: 'New user guide',
  properties: {
    slug,
    title,
    category,
    description: { ...description, default: '' },
    body: { ...body, default: '' },
    title_fil: { ...titleFil, default: '' },
    description_fil: { ...descriptionFil, default: '' },
    body_fil: { ...bodyFil, default: '' },
    video_url: { ...videoUrl, default: null },
    thumbnail: { ...thumbnail, default: '' },
    is_partner: { ...isPartner, default: false },
    popular: { ...popular, default: false },
  },
  required: ['slug', 'title', 'category'],
  additionalProperties: false,
  errorMessage: { required: 'Please fill in the address, title and category.' },
} as const;
export type GuideCreate = FromSchema<typeof guideCreateSchema, { keepDefaultedPropertiesOptional: true }>;

export const guideUpdateSchema = {
  type: 'object',
  title: 'User guide changes',
  properties: {
    slug,
    title,
    category,
    description,
    body,
    title_fil: titleFil,
    description_fil: descriptionFil,
    body_fil: bodyFil,
    video_url: videoUrl,
    thumbnail,
    is_partner: isPartner,
    popular,
  },
  additionalProperties: false,
} as const;
export type GuideUpdate = FromSchema<typeof guideUpdateSchema>;
