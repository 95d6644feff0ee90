import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { PropertySchema, WidgetHint } from '@config/resources';
import { choicesOf, isNullable, kindOf, referenceTarget } from './schema-utils';
import { ManilaDateTimeInput } from './widgets/ManilaDateTimeInput';
import { MoneyInput } from './widgets/MoneyInput';

export type InputOptions = {
  label: string;
  readOnly?: boolean;
  /** Shown under the input; the schema's description by default. */
  helperText?: string | false;
  /** Filters sit in a toolbar: no help texts, no full width. */
  filter?: boolean;
  alwaysOn?: boolean;
  /** Names shown for enum values. */
  choiceLabels?: { readonly [value: string]: string };
};

const linesToText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
const textToLines = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : [];

/** The input for one property: the one place a schema type (refined by a widget hint) becomes an input. */
export function inputFor(
  property: string,
  schema: PropertySchema,
  hint: WidgetHint | undefined,
  options: InputOptions,
): ReactElement {
  const common = {
    source: property,
    label: options.label,
    readOnly: options.readOnly,
    helperText: options.filter ? false : (options.helperText ?? schema.description ?? false),
    ...(options.filter ? { alwaysOn: options.alwaysOn } : { fullWidth: true, defaultValue: schema.default }),
  };
  const kind = kindOf(schema, hint);
  switch (kind) {
    case 'money':
      // Every money input but a filter says the amount is in pesos, after the description if there is one.
      return (
        <MoneyInput
          key={property}
          {...common}
          helperText={options.filter ? false : common.helperText || ''}
        />
      );
    case 'reference': {
      const target = referenceTarget(hint);
      return (
        <ReferenceInput
          key={property}
          source={property}
          reference={target?.name ?? ''}
          alwaysOn={options.alwaysOn}
        >
          <AutocompleteInput
            label={options.label}
            optionText={target?.representation ?? 'id'}
            readOnly={options.readOnly}
            helperText={common.helperText}
            fullWidth={!options.filter}
          />
        </ReferenceInput>
      );
    }
    case 'enum-array':
      return options.filter ? (
        <SelectInput key={property} {...common} choices={choicesOf(schema, options.choiceLabels)} />
      ) : (
        <SelectArrayInput key={property} {...common} choices={choicesOf(schema, options.choiceLabels)} />
      );
    case 'enum':
      return (
        <SelectInput
          key={property}
          {...common}
          choices={choicesOf(schema, options.choiceLabels)}
          emptyText={isNullable(schema) ? '—' : undefined}
        />
      );
    case 'boolean':
      return <BooleanInput key={property} {...common} />;
    case 'integer':
      return <NumberInput key={property} {...common} step={1} min={schema.minimum} max={schema.maximum} />;
    case 'number':
    case 'percent':
      return <NumberInput key={property} {...common} step="any" min={schema.minimum} max={schema.maximum} />;
    case 'date-time':
      return <ManilaDateTimeInput key={property} {...common} />;
    case 'date':
      return <DateInput key={property} {...common} />;
    case 'email':
      return <TextInput key={property} {...common} type="email" />;
    case 'textarea':
      return <TextInput key={property} {...common} multiline minRows={2} />;
    case 'lines':
      return options.filter ? (
        <TextInput key={property} {...common} />
      ) : (
        <TextInput
          key={property}
          {...common}
          multiline
          minRows={3}
          format={linesToText}
          parse={textToLines}
        />
      );
    case 'string':
      return <TextInput key={property} {...common} />;
    default: {
      const unhandled: never = kind;
      throw new Error(`No input for ${String(unhandled)}`);
    }
  }
}
