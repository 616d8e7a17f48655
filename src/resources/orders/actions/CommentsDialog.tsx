// Comments: the order's comments, newest first, with their author and time (HH:mm dd.MM.yy), and a form to add one (the
// comment is required; the focus is in it when the dialog opens and after each comment added).
import { Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import type { OrderDetails } from '../../../../domain/api.ts';
import { addCommentSchema } from '../../../../domain/schemas.ts';
import { formatTimestamp } from '../../../i18n/format.ts';
import { ActionDialog, ActionForm, type WritableActionDialogProps } from './ActionDialog.tsx';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';
import { useOrderAction } from './useOrderAction.ts';
import { schemaValidator, topLevelField } from '../../../forms/formErrors.ts';

interface CommentValues {
  comment?: string | null;
}

const DEFAULTS = { comment: '' };

type OrderComment = NonNullable<OrderDetails['comments']>[number];

export const newestFirst = (comments: OrderComment[]): OrderComment[] =>
  [...comments].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());

/** The order's comments, newest first; with write access (orders scope) the form of a new one. */
export const CommentsDialog = ({ order, open, onClose, canWrite }: WritableActionDialogProps) => {
  const translate = useTranslate();
  // A new form (empty) after each comment added; the list shows it once the details reload.
  const [formKey, setFormKey] = useState(0);
  const add = useOrderAction('addComment', (api, comment: string) => api.addComment(order.id, comment), {
    onSuccess: () => setFormKey((k) => k + 1),
  });
  const toBody = (values: CommentValues) => ({ orderId: order.id, comment: values.comment ?? '' });
  const validate = schemaValidator<CommentValues>(addCommentSchema, toBody, { fieldPath: topLevelField() });
  const comments = newestFirst(order.comments ?? []);

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={translate('orderActions.comments.title', { orderNo: order.orderNo })}
    >
      <Stack spacing={2}>
        {comments.length ? (
          <List dense disablePadding aria-label={translate('orderActions.comments.listLabel')}>
            {comments.map((c, index) => (
              <ListItem key={`${c.createdAt}-${index}`} disableGutters divider={index < comments.length - 1}>
                <ListItemText
                  primary={c.comment}
                  secondary={translate('orderActions.comments.byline', {
                    author: c.createdBy,
                    time: formatTimestamp(c.createdAt),
                  })}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{translate('orderActions.comments.empty')}</Typography>
        )}
        {canWrite && <Divider />}
        {canWrite && (
          <ActionForm<CommentValues>
            key={formKey}
            defaultValues={DEFAULTS}
            validate={validate}
            send={(values) => add.mutateAsync(addCommentSchema.parse(toBody(values)).comment)}
          >
            <TextInput
              source="comment"
              label="orderActions.comments.comment"
              multiline
              minRows={2}
              isRequired
              fullWidth
              autoFocus
            />
            <SubmitButton pending={add.isPending}>{translate('orderActions.comments.submit')}</SubmitButton>
          </ActionForm>
        )}
      </Stack>
    </ActionDialog>
  );
};
