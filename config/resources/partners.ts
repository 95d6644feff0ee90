import { partnerConsoleUpdateSchema, partnerCreateSchema, partnerSchema } from '@schemas/partner-store';
import {
  optionGroupCreateSchema,
  optionGroupSchema,
  optionGroupUpdateSchema,
  productCreateSchema,
  productExtraCreateSchema,
  productExtraSchema,
  productExtraUpdateSchema,
  productOptionCreateSchema,
  productOptionSchema,
  productOptionUpdateSchema,
  productSchema,
  productUpdateSchema,
} from '@schemas/store-products';
import { defineResource } from './define';

/** Partner managers look after the partner stores and their menus, with admins and operations managers. */
const PARTNER_ROLES = ['admin', 'operations-manager', 'brp-partner-manager'] as const;

export const partnersResource = defineResource({
  name: 'partners',
  label: 'Partner stores',
  recordLabel: 'partner store',
  schema: partnerSchema,
  createSchema: partnerCreateSchema,
  updateSchema: partnerConsoleUpdateSchema,
  recordRepresentation: 'public_name',
  table: 'stores',
  idColumn: 'id',
  list: {
    columns: ['id', 'public_name', 'category', 'branch_id', 'is_online', 'opens_at', 'closes_at', 'rating'],
    sort: { field: 'public_name', order: 'ASC' },
    perPage: 25,
  },
  filters: { q: ['public_name', 'username', 'address_text'], exact: ['branch_id', 'category', 'is_online'] },
  form: {
    sections: [
      {
        title: 'Store',
        fields: ['public_name', 'username', 'category', 'description', 'branch_id', 'is_active', 'is_online'],
      },
      { title: 'Look', fields: ['logo_url', 'cover_url', 'hex_color', 'rating', 'eta'] },
      { title: 'Operating hours', fields: ['opens_at', 'closes_at', 'open_days'] },
      { title: 'Location', fields: ['address_text', 'address_lat', 'address_lng'] },
      {
        title: 'Terminal',
        fields: ['terminal_name', 'terminal_photo', 'terminal_phone', 'terminal_lat', 'terminal_lng'],
      },
    ],
  },
  widgets: { description: 'textarea' },
  access: { read: PARTNER_ROLES, write: PARTNER_ROLES },
  capabilities: { create: true, edit: true, delete: false },
});

export const productsResource = defineResource({
  name: 'products',
  label: 'Products',
  recordLabel: 'product',
  schema: productSchema,
  createSchema: productCreateSchema,
  updateSchema: productUpdateSchema,
  recordRepresentation: 'name',
  table: 'products',
  idColumn: 'id',
  list: {
    columns: ['id', 'store_id', 'name', 'price', 'extras_max', 'is_available'],
    sort: { field: 'store_id', order: 'ASC' },
    perPage: 25,
  },
  filters: { q: ['name', 'description'], exact: ['store_id', 'is_available'] },
  form: {
    sections: [
      { title: 'Product', fields: ['store_id', 'name', 'description', 'image_url', 'categories'] },
      { title: 'Price and extras', fields: ['price', 'extras_max', 'is_available', 'sort_order'] },
    ],
  },
  widgets: { store_id: 'reference:partners', price: 'money-centavos', description: 'textarea' },
  access: { read: PARTNER_ROLES, write: PARTNER_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

export const productOptionGroupsResource = defineResource({
  name: 'product-option-groups',
  label: 'Required option groups',
  recordLabel: 'required option group',
  schema: optionGroupSchema,
  createSchema: optionGroupCreateSchema,
  updateSchema: optionGroupUpdateSchema,
  recordRepresentation: 'name',
  table: 'product_option_groups',
  idColumn: 'id',
  list: { columns: ['id', 'product_id', 'name', 'sort_order'], sort: { field: 'product_id', order: 'ASC' } },
  filters: { q: ['name'], exact: ['product_id'] },
  form: { sections: [{ title: 'Required option group', fields: ['product_id', 'name', 'sort_order'] }] },
  widgets: { product_id: 'reference:products' },
  access: { read: PARTNER_ROLES, write: PARTNER_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

export const productOptionsResource = defineResource({
  name: 'product-options',
  label: 'Options',
  recordLabel: 'option',
  schema: productOptionSchema,
  createSchema: productOptionCreateSchema,
  updateSchema: productOptionUpdateSchema,
  recordRepresentation: 'name',
  table: 'product_options',
  idColumn: 'id',
  list: {
    columns: ['id', 'group_id', 'name', 'price', 'sort_order'],
    sort: { field: 'group_id', order: 'ASC' },
  },
  filters: { q: ['name'], exact: ['group_id'] },
  form: { sections: [{ title: 'Option', fields: ['group_id', 'name', 'price', 'sort_order'] }] },
  widgets: { group_id: 'reference:product-option-groups', price: 'money-centavos' },
  access: { read: PARTNER_ROLES, write: PARTNER_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});

export const productExtrasResource = defineResource({
  name: 'product-extras',
  label: 'Extras',
  recordLabel: 'extra',
  schema: productExtraSchema,
  createSchema: productExtraCreateSchema,
  updateSchema: productExtraUpdateSchema,
  recordRepresentation: 'name',
  table: 'product_extras',
  idColumn: 'id',
  list: {
    columns: ['id', 'product_id', 'name', 'price', 'sort_order'],
    sort: { field: 'product_id', order: 'ASC' },
  },
  filters: { q: ['name'], exact: ['product_id'] },
  form: { sections: [{ title: 'Extra', fields: ['product_id', 'name', 'price', 'sort_order'] }] },
  widgets: { product_id: 'reference:products', price: 'money-centavos' },
  access: { read: PARTNER_ROLES, write: PARTNER_ROLES },
  capabilities: { create: true, edit: true, delete: true },
});
