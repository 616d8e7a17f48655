// The one create form of a multiplier, beside the calendar and on /multipliers/create: dateFrom, dateTo (date and
// time), multiplier (number, starting at the smallest allowed value MULTIPLIER_MIN, which its helper text states; step
// 0.1), description, regions and companies (at least one each), time-range rows (only the valid ones are sent).
// Validated as you type with the server's rules (domain/multiplierSchemas.ts); a 400's field errors land under the
// fields. Sent through the data provider (the resource's create: POST /multiplier/create). On success "Multiplier
// created" shows, the caller is told (the calendar reloads, the create page goes to the new multiplier's week) and the
// form resets once creation is no longer in progress; other failures show the generic message and are logged.
import { Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Form, SelectArrayInput, TextInput, useCreate, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { TOAST_MS } from '../../../domain/constants.ts';
import {
  emptyMultiplierForm,
  formFieldOfPath,
  MULTIPLIER_MIN,
  MULTIPLIER_STEP,
  multiplierFormIssues,
  parseNumber,
  toMultiplierBody,
  type FormIssue,
  type MultiplierCreateInput,
  type MultiplierFormValues,
  type MultiplierItem,
} from '../../../domain/multiplierSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { MULTIPLIERS_RESOURCE } from '../../dataProvider/multipliers.ts';
import { putError, serverFieldErrors, type ErrorTree, type FieldPath } from '../../forms/formErrors.ts';
import { FormSubmitButton, FormSubmitText } from '../../forms/SubmitButton.tsx';
import { useActiveCompaniesQuery, useRegionsQuery } from '../shared/choiceQueries.ts';
import { TimeRangeRows } from './TimeRangeRows.tsx';

/** The form's validate: each issue of the server's rules (multiplierFormIssues) under its field ("timeRanges.1.to"). */
export const validateMultiplier = (values: object): ErrorTree => {
  const errors: ErrorTree = {};
  multiplierFormIssues(values as MultiplierFormValues).forEach((issue: FormIssue, field) =>
    putError(errors, field.split('.'), issue),
  );
  return errors;
};

/** Where a 400's field error goes ({"timeRanges.0.to": ["…"]}): the form's field (rows by their index in the form). */
export const multiplierFieldPath =
  (rowIndexes: number[]): FieldPath =>
  (path) =>
    formFieldOfPath(path.map(String).join('.'), rowIndexes)?.split('.') ?? [];

/** Resets the form once a successful creation is no longer in progress. */
const ResetAfterCreation = ({ created }: { created: number }) => {
  const { reset } = useFormContext();
  const { isSubmitting } = useFormState();
  const done = useRef(created);
  useEffect(() => {
    if (isSubmitting || done.current === created) return;
    done.current = created;
    reset(emptyMultiplierForm());
  }, [created, isSubmitting, reset]);
  return null;
};

export const MultiplierCreateForm = ({ onCreated }: { onCreated(multiplier: MultiplierItem): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate<MultiplierCreateInput, unknown, MultiplierItem>();
  const regions = useRegionsQuery();
  const companies = useActiveCompaniesQuery();
  const [created, setCreated] = useState(0);

  const submit = async (values: MultiplierFormValues) => {
    const { body, rowIndexes } = toMultiplierBody(values);
    try {
      const multiplier = (await create(
        MULTIPLIERS_RESOURCE,
        { data: body },
        { returnPromise: true },
      )) as MultiplierItem;
      notify('multipliers.created', { type: 'success', autoHideDuration: TOAST_MS });
      onCreated(multiplier);
      setCreated((n) => n + 1);
      return undefined;
    } catch (error) {
      if (isApiError(error, 400) && Object.keys(error.fieldErrors).length) {
        notify('multipliers.form.invalidForm', { type: 'error', autoHideDuration: TOAST_MS });
        return serverFieldErrors(error, multiplierFieldPath(rowIndexes)) ?? {};
      }
      // A failed create shows the generic message; the error is logged.
      notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
      console.error('Creating the multiplier failed', error);
      return undefined;
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="multiplier-create-title">
      <Typography variant="h6" id="multiplier-create-title" sx={{ mb: 1 }}>
        {translate('multipliers.form.title')}
      </Typography>
      <Form
        record={{}}
        defaultValues={emptyMultiplierForm()}
        validate={validateMultiplier}
        onSubmit={(values: Record<string, unknown>) => submit(values as unknown as MultiplierFormValues)}
        noValidate
      >
        <ResetAfterCreation created={created} />
        <Stack spacing={1}>
          {(['dateFrom', 'dateTo'] as const).map((source) => (
            <TextInput
              key={source}
              source={source}
              label={`multipliers.form.${source}`}
              type="datetime-local"
              isRequired
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              helperText={false}
            />
          ))}
          <TextInput
            source="multiplier"
            label="multipliers.form.multiplier"
            type="number"
            parse={parseNumber}
            isRequired
            fullWidth
            helperText={<>{translate('multipliers.form.multiplierHelp', { min: MULTIPLIER_MIN })}</>}
            slotProps={{ htmlInput: { step: MULTIPLIER_STEP, min: MULTIPLIER_MIN } }}
          />
          <TextInput
            source="description"
            label="multipliers.form.description"
            multiline
            minRows={2}
            fullWidth
            helperText={false}
          />
          <SelectArrayInput
            source="regions"
            label="multipliers.form.regions"
            choices={(regions.data ?? []).map((r) => ({ id: r.name, name: r.name }))}
            isRequired
            fullWidth
            helperText={false}
          />
          <SelectArrayInput
            source="companyIds"
            label="multipliers.form.companies"
            choices={(companies.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
            isRequired
            fullWidth
            helperText={false}
          />
          <TimeRangeRows />
          <Stack direction="row" sx={{ justifyContent: 'flex-end', pt: 1 }}>
            <FormSubmitButton>
              <FormSubmitText idle="multipliers.form.submit" busy="multipliers.form.submitting" />
            </FormSubmitButton>
          </Stack>
        </Stack>
      </Form>
    </Paper>
  );
};
