import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { assertNeverField, type Field } from '../../../shared/resources';
import { DateWidget, RangeWidget } from './widgets/DateWidget';
import { DictWidget, EnumWidget, ReferenceWidget } from './widgets/DictWidget';
import { MoneyWidget, NumberRangeWidget, NumberWidget } from './widgets/NumberWidget';
import { RegionWidget } from './widgets/RegionWidget';
import { JsonRowsWidget } from './widgets/JsonRowsWidget';
import { JsonWidget, MapPointWidget } from './widgets/SmallWidgets';
import { SwitchWidget } from './widgets/SwitchWidget';
import { TextWidget } from './widgets/TextWidget';
import { TreeSelectWidget } from './widgets/TreeSelectWidget';
import { UploadWidget } from './widgets/UploadWidget';
import type { WidgetProps } from './widgets/widget-props';

// TipTap is the heaviest widget by far: its own chunk, loaded when a form first shows rich text.
const RichTextWidget = lazy(() => import('./widgets/RichTextWidget').then((m) => ({ default: m.RichTextWidget })));

/**
 * The widget of a field, by kind: ONE exhaustive switch (ending in `assertNeverField`), so a new field kind
 * fails to compile until the form can edit it.
 */
export const FieldInput = (props: WidgetProps) => {
  const { field } = props;
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'password':
      return <TextWidget {...props} field={field} />;
    case 'number':
    case 'integer':
      return <NumberWidget {...props} field={field} />;
    case 'money':
      return <MoneyWidget {...props} field={field} />;
    case 'switch':
      return <SwitchWidget {...props} field={field} />;
    case 'dict':
      return <DictWidget {...props} field={field} />;
    case 'enum':
      return <EnumWidget {...props} field={field} />;
    case 'reference':
      return <ReferenceWidget {...props} field={field} />;
    case 'date':
    case 'datetime':
      return <DateWidget {...props} field={field} />;
    case 'dateRange':
    case 'datetimeRange':
      return <RangeWidget {...props} field={field} />;
    case 'integerRange':
    case 'numberRange':
      return <NumberRangeWidget {...props} field={field} />;
    case 'region':
      return <RegionWidget {...props} field={field} />;
    case 'treeSelect':
      return <TreeSelectWidget {...props} field={field} />;
    case 'image':
    case 'images':
    case 'file':
    case 'video':
      return <UploadWidget {...props} field={field} />;
    case 'richText':
      return (
        <Suspense fallback={<Spinner size="tiny" />}>
          <RichTextWidget {...props} field={field} />
        </Suspense>
      );
    case 'mapPoint':
      return <MapPointWidget {...props} field={field} />;
    case 'json':
      return field.rows ? <JsonRowsWidget {...props} field={field} /> : <JsonWidget {...props} field={field} />;
    default:
      return assertNeverField(field);
  }
};

/** Every field kind FieldInput handles: the unit test walks a definition holding each of them. */
export type HandledKind = Field['kind'];
