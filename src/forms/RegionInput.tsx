// A required choice of one of the delivery regions (by name), from the session's cached regions.
import { SelectInput } from 'react-admin';
import { useRegionsQuery } from '../resources/shared/choiceQueries.ts';

/** `label`: a message key. The field is `region`. */
export const RegionInput = ({ label }: { label: string }) => {
  const regions = useRegionsQuery().data ?? [];
  return (
    <SelectInput
      source="region"
      label={label}
      choices={regions.map((r) => ({ id: r.name, name: r.name }))}
      isRequired
      emptyText=""
    />
  );
};
