// The company list's toolbar: "Leads" opens the list of the leads for sales (demo requests, coverage leads).
import ContactMailIcon from '@mui/icons-material/ContactMail';
import { Button } from '@mui/material';
import { LinkBase, TopToolbar, useTranslate } from 'react-admin';
import { LEAD_LIST_PATH } from './paths.ts';

export const LeadsButton = () => {
  const translate = useTranslate();
  return (
    <Button component={LinkBase} to={LEAD_LIST_PATH} startIcon={<ContactMailIcon />} size="small">
      {translate('landing.leads.button')}
    </Button>
  );
};

/** The company list's actions (its toolbar had none before). */
export const CompanyListActions = () => (
  <TopToolbar>
    <LeadsButton />
  </TopToolbar>
);
