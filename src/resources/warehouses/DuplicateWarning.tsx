// The warehouse form's duplicate warning: a save refused with 409 duplicate_warehouse (another warehouse has the same
// owner, company and region) shows which one (a link to its page) and a "Save anyway" button that submits the form
// again with allowDuplicate: true. The warning goes as soon as the owner, company or region changes (the server then
// checks the new values), so "Save anyway" always sends the values it warned about.
import { Alert, AlertTitle, Box, Button, Link as MuiLink } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { isApiError } from '../../dataProvider/errors.ts';
import { WAREHOUSE_ERROR_CODES, type DuplicateWarehouseDetails } from '../../../domain/warehouseSchemas.ts';
import { warehouseShowPath } from './paths.ts';
import { warehouseFields, type WarehouseBody, type WarehouseFormValues } from './warehouseForm.ts';

interface Warned extends DuplicateWarehouseDetails {
  /** The values the server refused. */
  body: WarehouseBody;
}

const sameValues = (a: WarehouseBody, b: WarehouseBody) =>
  a.owner === b.owner && a.companyId === b.companyId && a.region === b.region;

/** The form page's side: whether a submit goes on on purpose, and what a refused save warned about. */
export const useDuplicateGuard = () => {
  const [warned, setWarned] = useState<Warned | null>(null);
  const allow = useRef(false);
  /** Whether this submit was "Save anyway" (read once per submit). */
  const takeAllow = useCallback(() => {
    const value = allow.current;
    allow.current = false;
    return value;
  }, []);
  /** A refused save: true when it was a duplicate (the warning shows), false for any other refusal. */
  const refused = useCallback((error: unknown, body: WarehouseBody): boolean => {
    if (!isApiError(error, 409) || error.errorCode !== WAREHOUSE_ERROR_CODES.duplicate) return false;
    const { existingId, existingName } = error.details as Partial<DuplicateWarehouseDetails>;
    setWarned({ existingId: Number(existingId), existingName: String(existingName ?? ''), body });
    return true;
  }, []);
  const saveAnyway = useCallback(() => {
    allow.current = true;
  }, []);
  const clear = useCallback(() => {
    allow.current = false;
    setWarned(null);
  }, []);
  return { warned, takeAllow, refused, saveAnyway, clear };
};

export type DuplicateGuard = ReturnType<typeof useDuplicateGuard>;

/** Inside the form, above its toolbar. */
export const DuplicateWarning = ({ guard }: { guard: DuplicateGuard }) => {
  const translate = useTranslate();
  const values = useWatch() as WarehouseFormValues;
  const { warned, clear } = guard;
  const changed = warned !== null && !sameValues(warned.body, warehouseFields(values));
  useEffect(() => {
    if (changed) clear();
  }, [changed, clear]);
  if (!warned || changed) return null;
  return (
    <Alert
      severity="warning"
      sx={{ my: 2, maxWidth: 720 }}
      action={
        <Button color="inherit" size="small" type="submit" onClick={guard.saveAnyway} sx={{ whiteSpace: 'nowrap' }}>
          {translate('warehouses.duplicate.saveAnyway')}
        </Button>
      }
    >
      <AlertTitle>{translate('warehouses.duplicate.title')}</AlertTitle>
      <Box>
        {translate('warehouses.duplicate.message')}{' '}
        <MuiLink component={Link} to={warehouseShowPath(warned.existingId)} color="inherit" sx={{ fontWeight: 600 }}>
          {warned.existingName}
        </MuiLink>
      </Box>
      <Box>{translate('warehouses.duplicate.hint')}</Box>
    </Alert>
  );
};
