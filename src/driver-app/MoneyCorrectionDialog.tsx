// The driver asks for a correction of one of its delivered orders (POST /api/driver/correction): what was different
// (the category), its one detail (extra kilometres, the real package size, or the address it really went to) and what
// happened. Checked here as the server checks it (correctionSchemas.ts), so a refusal is rare; the server's refusal
// stands in the dialog (a correction already waiting, an address that cannot be found).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { CORRECTION_COMMENT_MAX, EXTRA_DISTANCE_MAX } from '../../domain/correctionSchemas.ts';
import { CORRECTION_CATEGORIES, PACKAGE_SIZES, type CorrectionCategory, type PackageSize } from '../../domain/enums.ts';
import { ZIP_CODE_PATTERN } from '../../domain/validators.ts';
import { Field } from './Field.tsx';
import { useDriverI18n } from './i18n.tsx';

const MAX_KM = EXTRA_DISTANCE_MAX / 1000;

export interface CorrectionRequest {
  orderId: number;
  category: CorrectionCategory;
  data: {
    extraDistance?: number;
    actualPackageSize?: PackageSize;
    clientAddress?: { street: string; zipCode: string; city: string };
  };
  driversComment: string;
}

type Problems = Partial<Record<'category' | 'km' | 'size' | 'street' | 'zipCode' | 'city' | 'comment', string>>;

/** Kilometres as typed ("2,5" or "2.5") → whole metres; null when not a number. */
const metresOf = (text: string): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) ? Math.round(value * 1000) : null;
};

export function MoneyCorrectionDialog({
  orderId,
  orderNo,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  orderId: number;
  orderNo: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (request: CorrectionRequest) => void;
}) {
  const { t } = useDriverI18n();
  const [category, setCategory] = useState<CorrectionCategory | ''>('');
  const [km, setKm] = useState('');
  const [size, setSize] = useState<PackageSize | ''>('');
  const [address, setAddress] = useState({ street: '', zipCode: '', city: '' });
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const required = t('money.form.required');

  const submit = () => {
    const found: Problems = {};
    const data: CorrectionRequest['data'] = {};
    if (!category) found.category = required;
    if (category === 'incorrect_distance') {
      const metres = metresOf(km);
      if (metres === null || metres < 1 || metres > EXTRA_DISTANCE_MAX)
        found.km = km.trim() ? t('money.form.invalidKm', { max: MAX_KM }) : required;
      else data.extraDistance = metres;
    }
    if (category === 'incorrect_size') {
      if (!size) found.size = required;
      else data.actualPackageSize = size;
    }
    if (category === 'different_delivery_address') {
      const clientAddress = {
        street: address.street.trim(),
        zipCode: address.zipCode.trim(),
        city: address.city.trim(),
      };
      if (!clientAddress.street) found.street = required;
      if (!clientAddress.city) found.city = required;
      if (!clientAddress.zipCode) found.zipCode = required;
      else if (!ZIP_CODE_PATTERN.test(clientAddress.zipCode)) found.zipCode = t('money.form.invalidZipCode');
      data.clientAddress = clientAddress;
    }
    if (!comment.trim()) found.comment = required;
    setProblems(found);
    if (Object.keys(found).length || !category) return;
    onSubmit({ orderId, category, data, driversComment: comment.trim() });
  };

  const addressField = (name: 'street' | 'zipCode' | 'city', maxLength: number) => (
    <Field
      label={t(`money.form.${name}`)}
      value={address[name]}
      onChange={(value) => setAddress((before) => ({ ...before, [name]: value }))}
      error={Boolean(problems[name])}
      helperText={problems[name]}
      autoComplete={name === 'zipCode' ? 'postal-code' : name === 'city' ? 'address-level2' : 'street-address'}
      inputProps={{ maxLength, ...(name === 'zipCode' ? { inputMode: 'numeric' } : {}) }}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth>
      <DialogTitle>{t('money.form.title', { orderNo })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <div>
          <FormLabel id="money-correction-category">{t('money.form.category')}</FormLabel>
          <RadioGroup
            aria-labelledby="money-correction-category"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value as CorrectionCategory);
              setProblems({});
            }}
          >
            {CORRECTION_CATEGORIES.map((code) => (
              <FormControlLabel
                key={code}
                value={code}
                control={<Radio />}
                label={t(`money.category.${code}`)}
                sx={{ minHeight: 44 }}
              />
            ))}
          </RadioGroup>
          {problems.category ? (
            <Typography variant="body2" color="error" role="alert">
              {problems.category}
            </Typography>
          ) : null}
        </div>
        {category === 'incorrect_distance' ? (
          <Field
            label={t('money.form.extraKm')}
            value={km}
            onChange={setKm}
            error={Boolean(problems.km)}
            helperText={problems.km ?? t('money.form.extraKmHelp', { max: MAX_KM })}
            inputProps={{ inputMode: 'decimal', maxLength: 8 }}
          />
        ) : null}
        {category === 'incorrect_size' ? (
          <div>
            <FormLabel id="money-correction-size">{t('money.form.size')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="money-correction-size"
              value={size}
              onChange={(event) => setSize(event.target.value as PackageSize)}
            >
              {PACKAGE_SIZES.map((code) => (
                <FormControlLabel key={code} value={code} control={<Radio />} label={code} sx={{ minHeight: 44 }} />
              ))}
            </RadioGroup>
            {problems.size ? (
              <Typography variant="body2" color="error" role="alert">
                {problems.size}
              </Typography>
            ) : null}
          </div>
        ) : null}
        {category === 'different_delivery_address' ? (
          <>
            {addressField('street', 200)}
            {addressField('zipCode', 6)}
            {addressField('city', 100)}
          </>
        ) : null}
        <Field
          multiline
          minRows={2}
          label={t('money.form.comment')}
          value={comment}
          onChange={setComment}
          error={Boolean(problems.comment)}
          helperText={problems.comment}
          inputProps={{ maxLength: CORRECTION_COMMENT_MAX }}
        />
        {error ? (
          <Typography variant="body2" color="error" role="alert">
            {error}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose}>
          {t('money.form.cancel')}
        </Button>
        <Button size="large" variant="contained" disabled={busy} onClick={submit}>
          {t('money.form.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
