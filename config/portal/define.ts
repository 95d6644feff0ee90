import type { Catalogue } from '@/shared/i18n';

/**
 * The UI description of a driver-portal form page, beside its JSON Schema (the data): sections, widgets, order
 * and texts. One generator (src/web/driver/portal) renders any page declared this way on react-hook-form with
 * the shared ajv set-up, so the schema's `errorMessage` texts (the spec's words) are what the driver reads.
 * Pages with custom parts compose the generated form with hand-written pieces.
 */

/** Widgets the generator knows; a misspelt widget fails to compile. */
export const PORTAL_WIDGETS = [
  'text',
  'email',
  'password',
  'phone-ph-10',
  'phone-ph',
  'date',
  'textarea',
  'select',
  'checkbox',
  'checkbox-group',
  'file',
  'photo',
] as const;
export type PortalWidget = (typeof PORTAL_WIDGETS)[number];

export type PortalPropertySchema = {
  readonly type?: string | readonly string[];
  readonly title?: string;
  readonly enum?: readonly unknown[];
  readonly maxLength?: number;
  readonly properties?: { readonly [key: string]: unknown };
};

export type PortalSchema = {
  readonly type: 'object';
  readonly properties: { readonly [property: string]: PortalPropertySchema };
  readonly required?: readonly string[];
};

type PropertyOf<S extends PortalSchema> = Extract<keyof S['properties'], string>;

export type PortalField<S extends PortalSchema, K extends string> = {
  readonly name: PropertyOf<S>;
  readonly widget: PortalWidget;
  /** Message key of the label. */
  readonly label: K;
  readonly hint?: K;
  /** select / checkbox-group: the values offered, each with its label's message key. */
  readonly options?: readonly { readonly value: string | number; readonly label: K }[];
  /** file / photo: the upload kind the file is sent as, and what the picker accepts. */
  readonly upload?: { readonly kind: string; readonly accept?: string };
  /** Shown only while another field holds one of these values. */
  readonly visibleWhen?: { readonly field: PropertyOf<S>; readonly in: readonly (string | number)[] };
  /** Replaced by the page's own piece of UI with this name (a hand-written part inside the generated form). */
  readonly custom?: string;
};

export type PortalPage<S extends PortalSchema = PortalSchema, K extends string = string> = {
  readonly name: string;
  readonly schema: S;
  readonly messages: Catalogue<K>;
  readonly title: K;
  readonly sections: readonly { readonly title?: K; readonly fields: readonly PortalField<S, K>[] }[];
  readonly submit: K;
  /**
   * Fields whose errors are also shown one at a time in an error dialog on submit, in this order (the spec's
   * "checked in order"); other errors only show beside their fields.
   */
  readonly dialogOrder?: readonly PropertyOf<S>[];
};

/** Identity at run time; at compile time it checks field names against the schema and texts against the catalogue. */
export function definePortalPage<const S extends PortalSchema, const K extends string>(
  page: PortalPage<S, K>,
): PortalPage<S, K> {
  return page;
}

/** Any portal page, as the generator sees it (field names and text keys are plain strings there). */
export type AnyPortalField = {
  readonly name: string;
  readonly widget: PortalWidget;
  readonly label: string;
  readonly hint?: string;
  readonly options?: readonly { readonly value: string | number; readonly label: string }[];
  readonly upload?: { readonly kind: string; readonly accept?: string };
  readonly visibleWhen?: { readonly field: string; readonly in: readonly (string | number)[] };
  readonly custom?: string;
};
export type AnyPortalPage = {
  readonly name: string;
  readonly schema: PortalSchema;
  readonly messages: Catalogue<string>;
  readonly title: string;
  readonly sections: readonly { readonly title?: string; readonly fields: readonly AnyPortalField[] }[];
  readonly submit: string;
  readonly dialogOrder?: readonly string[];
};
