// General tab → order-management-tool integration: how a shop's order-management system (BaseLinker, Apilo, Sellasist
// and the like) sends orders here: the API base address to paste into the tool, the key from the API integration card,
// and a contact to switch on status callbacks.
import { useCopy } from '../../layout/useCopy.ts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import HubIcon from '@mui/icons-material/HubOutlined';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  ListItemText,
  TextField,
  Tooltip,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { SUPPORT_EMAIL } from '../../../domain/constants.ts';

const STEPS = ['key', 'address', 'mapping', 'test'] as const;

export const OmsIntegrationCard = () => {
  const translate = useTranslate();
  const apiBase = `${window.location.origin}/api`;
  const copyText = useCopy();
  const copy = () => copyText(apiBase);
  return (
    <Card variant="outlined">
      <CardHeader
        avatar={<HubIcon color="primary" />}
        title={translate('settings.oms.title')}
        subheader={translate('settings.oms.subtitle')}
      />
      <CardContent sx={{ pt: 0 }}>
        <TextField
          label={translate('settings.oms.apiBase')}
          value={apiBase}
          size="small"
          fullWidth
          sx={{ maxWidth: 520 }}
          slotProps={{
            htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={translate('settings.apiKeys.copy')}>
                    <IconButton
                      aria-label={translate('settings.oms.copyAddress')}
                      onClick={() => void copy()}
                      edge="end"
                    >
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <List dense component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
          {STEPS.map((step) => (
            <ListItem key={step} sx={{ display: 'list-item', pl: 0 }}>
              <ListItemText primary={translate(`settings.oms.steps.${step}`)} />
            </ListItem>
          ))}
        </List>
        <Button
          variant="text"
          startIcon={<MailOutlineIcon />}
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(translate('settings.oms.mailSubject'))}`}
        >
          {translate('settings.oms.contact')}
        </Button>
      </CardContent>
    </Card>
  );
};
