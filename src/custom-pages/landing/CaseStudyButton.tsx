// "Download the case study (PDF)": a plain link to the static file (the browser downloads it, no session needed),
// disabled for PDF_BUTTON_DISABLED_MS (5 s) after each click so a double click does not fetch it twice.
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { PDF_BUTTON_DISABLED_MS } from '../../../domain/constants.ts';
import { CASE_STUDY_FILENAME, CASE_STUDY_URL } from './company.ts';

export const CaseStudyButton = () => {
  const translate = useTranslate();
  const [disabled, setDisabled] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    // The disabled link ignores the pointer; a key press on it while focused still arrives here.
    if (disabled) {
      event.preventDefault();
      return;
    }
    setDisabled(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setDisabled(false), PDF_BUTTON_DISABLED_MS);
  };

  return (
    <Button
      variant="contained"
      size="large"
      disableElevation
      startIcon={<DownloadIcon />}
      href={CASE_STUDY_URL}
      download={CASE_STUDY_FILENAME}
      onClick={onClick}
      disabled={disabled}
      sx={{ px: 3 }}
    >
      {translate('landing.thanks.download')}
    </Button>
  );
};
