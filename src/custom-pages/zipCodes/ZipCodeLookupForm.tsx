// The zip-code page's lookup of one zip code typed alone ("00-950" or "00950"): GET /region/zip-code answers the
// regions that serve it, and the page says "served: region …", "not served", or that no such code is known. A failed
// lookup says so under the form (and is logged).
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useTranslate } from 'react-admin';
import type { ZipCodeLookup } from '../../../domain/locationApi.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { lookupResolver, parseLookup, type ZipCodeLookupValues } from './zipCodeSearch.ts';

type LookupState =
  { status: 'idle' } | { status: 'pending' } | { status: 'done'; result: ZipCodeLookup } | { status: 'error' };

const LookupResult = ({ state }: { state: LookupState }) => {
  const translate = useTranslate();
  if (state.status === 'idle') return null;
  if (state.status === 'pending')
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={16} />
        <Typography variant="body2">{translate('zipCodes.lookup.checking')}</Typography>
      </Stack>
    );
  if (state.status === 'error') return <Alert severity="error">{translate('zipCodes.lookup.failed')}</Alert>;
  const { result } = state;
  const code = result.place
    ? translate('zipCodes.lookup.codeAndPlace', { zipCode: result.zipCode, place: result.place })
    : result.zipCode;
  const verdict = result.served
    ? translate('zipCodes.lookup.served', {
        code,
        smart_count: result.regions.length,
        regions: result.regions.join(', '),
      })
    : translate(result.known ? 'zipCodes.lookup.notServed' : 'zipCodes.lookup.unknown', { code });
  return (
    <Alert severity={result.served ? 'success' : 'warning'} role="status" data-testid="zip-code-lookup-result">
      {verdict}
    </Alert>
  );
};

export const ZipCodeLookupForm = () => {
  const translate = useTranslate();
  const api = useAppApi('locations');
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const submit = async (values: Record<string, unknown>) => {
    const parsed = parseLookup(values as unknown as ZipCodeLookupValues);
    if (!parsed.success) return;
    setState({ status: 'pending' });
    try {
      setState({ status: 'done', result: await api.lookupZipCode(parsed.data.zipCode) });
    } catch (error) {
      console.error('Zip-code lookup failed', error);
      setState({ status: 'error' });
    }
  };
  return (
    <Form defaultValues={{ lookupZipCode: '' }} resolver={lookupResolver as never} onSubmit={submit} noValidate>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2">
          {translate('zipCodes.lookup.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput
            source="lookupZipCode"
            label="zipCodes.lookup.zipCode"
            placeholder="00-000"
            helperText="zipCodes.lookup.hint"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
          />
          <Button type="submit" variant="outlined" sx={{ mt: 1 }} disabled={state.status === 'pending'}>
            {translate('zipCodes.lookup.check')}
          </Button>
        </Stack>
        <LookupResult state={state} />
      </Stack>
    </Form>
  );
};
