// One section of the company page (order settings, delivery settings, contract data, owner info): a read view with an
// Edit button (company.canWrite), and in edit mode the form validated with the shared schema. Saving sends this section
// only, through the data provider's `companies` resource (react-admin's useUpdate → POST /company/update); the
// server's field errors show under the fields, any other failure gives the generic message ("something went wrong,
// try again later") and is logged.
import EditIcon from '@mui/icons-material/Edit';
import { Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, SaveButton, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { CompanyDetails, CompanySection } from '../../../../domain/companySchemas.ts';
import { COMPANIES_RESOURCE } from '../../../dataProvider/companies.ts';
import { FormCard } from '../../../forms/FormCard.tsx';
import { useSaveFailure } from '../../../forms/FormToolbar.tsx';
import { sectionFieldPath, sectionValidator } from './formValidation.ts';

export interface EditableSectionProps<V extends object> {
  company: CompanyDetails;
  section: CompanySection;
  titleKey: string;
  schema: ZodType;
  /** A form-level resolver instead of checking the values with `schema` (forms whose values are not the body). */
  resolver?: Resolver<never>;
  /** A server field error's path inside the section → the form's field (default: as it is). */
  errorPath?: (path: string) => string;
  /** The form's starting values. */
  values: V;
  /** Form values → the section's body (default: as they are). */
  toBody?: (values: V) => unknown;
  canWrite: boolean;
  view: ReactNode;
  inputs: ReactNode;
  onSaved: (company: CompanyDetails) => void;
}

export function EditableSection<V extends object>({
  company,
  section,
  titleKey,
  schema,
  values,
  toBody = (v) => v,
  resolver,
  errorPath = (path) => path,
  canWrite,
  view,
  inputs,
  onSaved,
}: EditableSectionProps<V>) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<CompanyDetails>();
  const failure = useSaveFailure({
    what: `Company ${section} update`,
    fieldPath: sectionFieldPath(section, errorPath),
  });
  const [editing, setEditing] = useState(false);
  const title = translate(titleKey);

  const submit = async (formValues: object) => {
    try {
      const updated = (await update(
        COMPANIES_RESOURCE,
        { id: company.id, data: { [section]: toBody(formValues as V) } as never, previousData: company },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )) as CompanyDetails;
      notify('companies.notifications.updated', { type: 'success' });
      setEditing(false);
      onSaved(updated);
      return undefined;
    } catch (error) {
      return failure(error);
    }
  };

  return (
    <FormCard
      title={title}
      action={
        canWrite && !editing ? (
          <Button
            size="small"
            startIcon={<EditIcon />}
            onClick={() => setEditing(true)}
            aria-label={`${translate('companies.actions.edit')}: ${title}`}
          >
            {translate('companies.actions.edit')}
          </Button>
        ) : null
      }
    >
      {editing ? (
        <Form
          record={values as never}
          {...(resolver ? { resolver: resolver as never } : { validate: sectionValidator(schema) })}
          onSubmit={submit}
          warnWhenUnsavedChanges
          mode="onBlur"
          reValidateMode="onChange"
        >
          {inputs}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <SaveButton label="companies.actions.save" alwaysEnable />
            <Button onClick={() => setEditing(false)}>{translate('companies.actions.cancel')}</Button>
          </Stack>
        </Form>
      ) : (
        view
      )}
    </FormCard>
  );
}
