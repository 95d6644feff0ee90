import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { accountMessages } from './messages';
import { useMessages } from '@/web/shared/i18n';

/** A password box with a show/hide button, so people on phones can check what they typed. */
export function PasswordField({ slotProps, ...props }: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = useMessages(accountMessages);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('HIDE_PASSWORD') : t('SHOW_PASSWORD')}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
