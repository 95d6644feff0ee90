import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { type ClipboardEvent, type KeyboardEvent, useImperativeHandle, useRef, type Ref } from 'react';
import { useMessages } from './i18n';
import { photoMessages } from './messages';

export type OtpInputHandle = { focus(): void };

export type OtpInputProps = {
  length: number;
  value: string;
  onChange(value: string): void;
  /** Called once every box holds a digit (typed, pasted or filled by the phone's SMS autofill). */
  onComplete?(value: string): void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  ref?: Ref<OtpInputHandle>;
};

const DigitBox = styled('input')(({ theme }) => ({
  width: 42,
  height: 52,
  minWidth: 0,
  textAlign: 'center',
  fontSize: 24,
  fontWeight: 600,
  fontFamily: 'inherit',
  border: `2px solid ${theme.palette.grey[400]}`,
  borderRadius: 8,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  outline: 'none',
  [theme.breakpoints.up('sm')]: { width: 52, height: 60 },
  '&:focus': { borderColor: theme.palette.primary.main, boxShadow: theme.shadows[3] },
  '&.invalid': { borderColor: theme.palette.error.main },
  '&:disabled': { background: theme.palette.grey[100] },
}));

/** The boxes are controlled; their changes arrive through onInput. */
const keepControlled = () => undefined;

/** Single-digit boxes: typing moves on, Backspace moves back, pasting a code fills every box. */
export function OtpInput({
  length,
  value,
  onChange,
  onComplete,
  labelledBy,
  describedBy,
  invalid,
  disabled,
  ref,
}: OtpInputProps) {
  const t = useMessages(photoMessages);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => (value[i] ?? '').trim());

  useImperativeHandle(ref, () => ({
    focus() {
      const firstEmpty = digits.findIndex((digit) => !digit);
      boxes.current[firstEmpty === -1 ? length - 1 : firstEmpty]?.focus();
    },
  }));

  /** Empty boxes are kept as spaces, so clearing one box in the middle does not shift the others. */
  function update(next: string[], focusIndex: number) {
    const joined = next
      .slice(0, length)
      .map((digit) => digit || ' ')
      .join('')
      .trimEnd();
    onChange(joined);
    boxes.current[Math.max(0, Math.min(length - 1, focusIndex))]?.focus();
    if (joined.length === length && /^\d+$/.test(joined)) onComplete?.(joined);
  }

  /** Several digits at once (paste or autofill) are spread from the box they arrive in. */
  function fill(from: number, text: string) {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    const start = incoming.length >= length ? 0 : from;
    const next = [...digits];
    for (let i = 0; i < incoming.length && start + i < length; i++) next[start + i] = incoming[i];
    update(next, start + incoming.length);
  }

  function type(index: number, raw: string) {
    let incoming = raw.replace(/\D/g, '');
    // Typing into a box that already holds a digit keeps the new one.
    if (incoming.length === 2 && digits[index]) {
      incoming = incoming.startsWith(digits[index]) ? incoming.slice(1) : incoming.slice(0, 1);
    }
    if (incoming.length > 1) return fill(index, incoming);
    const next = [...digits];
    next[index] = incoming;
    update(next, incoming ? index + 1 : index);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      update(next, index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  }

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{ display: 'flex', gap: { xs: 0.75, sm: 1.5 } }}
    >
      {digits.map((digit, index) => (
        <DigitBox
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are a fixed row
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('OTP_DIGIT', { n: index + 1, length })}
          aria-invalid={invalid || undefined}
          className={invalid ? 'invalid' : undefined}
          // React skips onChange when a digit is typed over the same digit, so the input event does the work.
          onInput={(event) => type(index, event.currentTarget.value)}
          onChange={keepControlled}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={(event) => paste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </Box>
  );
}
