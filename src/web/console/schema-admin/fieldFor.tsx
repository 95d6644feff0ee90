import type { ReactElement } from 'react';
import { BooleanField, EmailField, NumberField, ReferenceField, SelectField, TextField } from 'react-admin';
import type { PropertySchema, WidgetHint } from '@config/resources';
import { choicesOf, kindOf, referenceTarget } from './schema-utils';
import { EnumChipsField } from './widgets/EnumChipsField';
import { ManilaDateField } from './widgets/ManilaDateField';
import { MoneyField } from './widgets/MoneyField';
import { PercentField } from './widgets/PercentField';

/** How one property is shown in lists and read-only views: the one switch from schema type to field. */
export function fieldFor(
  property: string,
  schema: PropertySchema,
  hint: WidgetHint | undefined,
  label: string,
  choiceLabels?: { readonly [value: string]: string },
): ReactElement {
  const common = { source: property, label, emptyText: '—' };
  const kind = kindOf(schema, hint);
  switch (kind) {
    case 'money':
      return <MoneyField key={property} source={property} label={label} />;
    case 'reference': {
      const target = referenceTarget(hint);
      return (
        <ReferenceField key={property} {...common} reference={target?.name ?? ''} link={false}>
          <TextField source={target?.representation ?? 'id'} />
        </ReferenceField>
      );
    }
    case 'enum-array':
    case 'lines':
      return <EnumChipsField key={property} source={property} label={label} labels={choiceLabels} />;
    case 'boolean':
      return <BooleanField key={property} {...common} />;
    case 'integer':
      return <NumberField key={property} {...common} options={{ useGrouping: false }} />;
    case 'number':
      return <NumberField key={property} {...common} options={{ maximumFractionDigits: 6 }} />;
    case 'percent':
      return <PercentField key={property} source={property} label={label} />;
    case 'date-time':
      return <ManilaDateField key={property} source={property} label={label} />;
    case 'date':
      return <ManilaDateField key={property} source={property} label={label} withTime={false} />;
    case 'email':
      return <EmailField key={property} {...common} />;
    case 'enum':
      return <SelectField key={property} {...common} choices={choicesOf(schema, choiceLabels)} />;
    case 'textarea':
    case 'string':
      return <TextField key={property} {...common} />;
    default: {
      const unhandled: never = kind;
      throw new Error(`No field for ${String(unhandled)}`);
    }
  }
}
