// Report generation: one generating flag for the whole page, set on request and cleared on finish; the file saved under
// the report's file name (orders.csv…) on success; reportGeneratingFailure on an error (a 401 signs out instead,
// through useAppApi).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { saveBlob } from '../../browser/saveBlob.ts';
import { TOAST_MS } from '../../../domain/constants.ts';
import { REPORT_DEFINITIONS, type ReportFormValues, type ReportType } from '../../../domain/reportSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { isLocale } from '../../i18n/locales.ts';

export const useReportGeneration = () => {
  const api = useAppApi('reports');
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [generating, setGenerating] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const generate = useCallback(
    async (type: ReportType, values: ReportFormValues) => {
      const fileName = REPORT_DEFINITIONS[type].fileName;
      setGenerating(true);
      setSaved(null);
      try {
        const file = await api.generate(type, values, isLocale(locale) ? locale : undefined);
        saveBlob(file.blob, fileName);
        if (mounted.current) setSaved(fileName);
      } catch (error) {
        console.error('Report generation failed', error);
        if (!isApiError(error, 401))
          notify('reports.reportGeneratingFailure', { type: 'error', autoHideDuration: TOAST_MS });
      } finally {
        if (mounted.current) setGenerating(false);
      }
    },
    [api, notify, locale],
  );

  return { generating, saved, generate, clearSaved: () => setSaved(null) };
};
