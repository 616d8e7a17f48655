// The decision on a pending correction: accept or reject (a radio choice); accept shows the amount pre-filled from
// suggestedCorrectionPay (in złote with 2 decimals, sent as grosze), reject shows the required rejection reason, the
// comment is always optional. Submitting with no action chosen shows a warning. On success "Correction accepted" /
// "Correction rejected"; a 400's field errors land under the fields; any other failure shows the generic message and is
// logged.
import CheckIcon from '@mui/icons-material/Check';
import {
  Alert,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import type { ReactNode } from 'react';
import { TextInput, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useController, useFormState, useWatch, type Resolver } from 'react-hook-form';
import { TOAST_MS } from '../../../domain/constants.ts';
import {
  CORRECTION_ACTIONS,
  decisionFormIssues,
  emptyDecisionForm,
  toDecisionBody,
  type CorrectionDecisionFormValues,
  type CorrectionDetail,
} from '../../../domain/correctionSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { formatMoney } from '../../i18n/format.ts';
import { serverErrorMessage } from '../../dataProvider/serverErrorMessage.ts';
import { issuesResolver, serverFieldErrors, type FieldPath } from '../../forms/formErrors.ts';
import { DialogForm } from '../../forms/FormDialog.tsx';
import { FormSubmitButton } from '../../forms/SubmitButton.tsx';

const FORM_FIELDS = ['amount', 'rejectionReason', 'comment'] as const;

export const decisionResolver: Resolver<CorrectionDecisionFormValues> = issuesResolver(decisionFormIssues);

/** Only the form's own fields take a server field error. */
const fieldPath: FieldPath = (path) => {
  const field = FORM_FIELDS.find((f) => path.length === 1 && f === path[0]);
  return field ? [field] : [];
};

const ActionInput = () => {
  const translate = useTranslate();
  const { field } = useController<CorrectionDecisionFormValues, 'action'>({ name: 'action' });
  const { errors } = useFormState({ name: 'action' });
  return (
    <Stack spacing={1}>
      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend" id="correction-action-label">
          {translate('corrections.decision.action')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="correction-action-label"
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
        >
          {CORRECTION_ACTIONS.map((action) => (
            <FormControlLabel
              key={action}
              value={action}
              control={<Radio />}
              label={translate(`corrections.decision.${action}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {errors.action ? (
        <Alert severity="warning" role="alert">
          {translate('corrections.decision.selectAction')}
        </Alert>
      ) : null}
    </Stack>
  );
};

const DecisionFields = ({ correction }: { correction: CorrectionDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const action = useWatch<CorrectionDecisionFormValues, 'action'>({ name: 'action' });
  const suggested = correction.suggestedCorrectionPay;
  return (
    <Stack spacing={1.5}>
      <ActionInput />
      {action === 'accept' ? (
        <TextInput
          source="amount"
          label="corrections.decision.amount"
          isRequired
          sx={{ maxWidth: 320 }}
          fullWidth
          helperText={
            typeof suggested === 'number'
              ? translate('corrections.decision.amountHint', {
                  amount: formatMoney(suggested, correction.currency, locale),
                })
              : false
          }
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: {
              endAdornment: <InputAdornment position="end">{correction.currency.toUpperCase()}</InputAdornment>,
            },
          }}
        />
      ) : null}
      {action === 'reject' ? (
        <TextInput
          source="rejectionReason"
          label="corrections.decision.rejectionReason"
          isRequired
          fullWidth
          multiline
          minRows={2}
          helperText={false}
        />
      ) : null}
      <TextInput
        source="comment"
        label="corrections.decision.comment"
        fullWidth
        multiline
        minRows={2}
        helperText={false}
      />
    </Stack>
  );
};

const DecideButton = () => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <FormSubmitButton startIcon={<CheckIcon />}>
      {translate(isSubmitting ? 'corrections.decision.submitting' : 'corrections.decision.submit')}
    </FormSubmitButton>
  );
};

export interface CorrectionDecisionFormProps {
  correction: CorrectionDetail;
  /** The details above the form, inside the scrolling content. */
  children: ReactNode;
  onClose(): void;
  onDecided(): void;
  /** A failed decision (e.g. decided meanwhile): reload what is shown. */
  onFailed(): void;
}

export const CorrectionDecisionForm = ({
  correction,
  children,
  onClose,
  onDecided,
  onFailed,
}: CorrectionDecisionFormProps) => {
  const [locale] = useLocaleState();
  const notify = useNotify();
  const api = useAppApi('corrections');

  const submit = async (values: CorrectionDecisionFormValues) => {
    const decision = toDecisionBody(correction.id, values);
    try {
      if (decision.action === 'accept') await api.accept(decision.body);
      else await api.reject(decision.body);
      notify(
        decision.action === 'accept' ? 'corrections.notifications.accepted' : 'corrections.notifications.rejected',
        { type: 'success', autoHideDuration: TOAST_MS },
      );
      onDecided();
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, fieldPath);
      if (fieldErrors) {
        notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
        return fieldErrors;
      }
      // A failed accept or reject shows its code's message (the generic one for an unknown code); the error is logged.
      notify(serverErrorMessage(error), { type: 'error', autoHideDuration: TOAST_MS });
      console.error('Deciding the correction failed', error);
      if (isApiError(error, 409)) onFailed();
      return undefined;
    }
  };

  return (
    <DialogForm<CorrectionDecisionFormValues>
      record={{}}
      defaultValues={emptyDecisionForm(correction.suggestedCorrectionPay, locale)}
      resolver={decisionResolver as never}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel="corrections.dialog.close"
      submit={<DecideButton />}
    >
      <Stack spacing={2}>
        {children}
        <DecisionFields correction={correction} />
      </Stack>
    </DialogForm>
  );
};
