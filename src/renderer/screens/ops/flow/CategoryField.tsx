import { Field, Select } from '@fluentui/react-components';
import { useFlowText } from './flow-texts';
import { useFlowCategories } from './use-flow-categories';

/** The process category of a deployment (the `flow` dictionary). */
export const CategoryField = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const text = useFlowText();
  const categories = useFlowCategories();
  return (
    <Field label={text.category} required>
      <Select value={value} onChange={(_event, data) => onChange(data.value)}>
        <option value="">-</option>
        {categories.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </Select>
    </Field>
  );
};
