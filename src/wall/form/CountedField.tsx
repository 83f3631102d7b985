import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { visuallyHidden } from '../../ui/visuallyHidden';

export interface CountedFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Enforced by the input itself (spec section 5), in UTF-16 units like the counter. */
  maxLength: number;
  multiline?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * A labelled input with a character counter ("12/50") that describes it. A paste or drop
 * longer than the room left is cut by the input's maxLength; the field then says so politely.
 */
export function CountedField(props: CountedFieldProps) {
  const { id, label, placeholder, value, onChange, maxLength, multiline = false } = props;
  const counterId = `${id}-count`;
  const nearLimit = value.length >= maxLength * 0.9;
  const [cut, setCut] = useState(false);
  // Set by a paste or drop that will not fit, read by the input event it causes.
  const inserting = useRef(false);

  function noteInsert(field: Field, inserted: string) {
    const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
    const room = maxLength - field.value.length + selected;
    inserting.current = inserted.replace(/\r\n/g, '\n').length > room;
    if (inserting.current) setCut(true);
    // Nothing inserted (no room at all) means no input event to clear the flag.
    setTimeout(() => (inserting.current = false));
  }

  return (
    <FormControl fullWidth variant="outlined">
      <InputLabel htmlFor={id} shrink sx={{ fontWeight: 600 }}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        placeholder={placeholder}
        value={value}
        onChange={(event: ChangeEvent<Field>) => {
          setCut(inserting.current);
          onChange(event.target.value);
        }}
        onKeyDown={props.onKeyDown}
        readOnly={props.readOnly}
        autoComplete={props.autoComplete}
        multiline={multiline}
        minRows={multiline ? 4 : undefined}
        maxRows={multiline ? 12 : undefined}
        inputProps={{
          maxLength,
          dir: 'auto',
          'aria-describedby': counterId,
          onPaste: (event) =>
            noteInsert(event.currentTarget, event.clipboardData.getData('text/plain')),
          onDrop: (event) =>
            noteInsert(event.currentTarget, event.dataTransfer.getData('text/plain')),
        }}
        sx={{ bgcolor: 'rgba(255,255,255,0.03)', borderRadius: '14px' }}
      />
      <FormHelperText
        id={counterId}
        sx={{
          mx: 0.5,
          display: 'flex',
          gap: 1,
          fontVariantNumeric: 'tabular-nums',
          color: nearLimit ? 'primary.main' : 'text.secondary',
        }}
      >
        <Box component="span" aria-live="polite" sx={{ flex: 1, fontWeight: 600 }}>
          {cut && value ? `Cut to ${maxLength} characters` : ''}
        </Box>
        <span aria-hidden>{`${value.length}/${maxLength}`}</span>
        <Box component="span" sx={visuallyHidden}>
          {`${value.length} of ${maxLength} characters used`}
        </Box>
      </FormHelperText>
    </FormControl>
  );
}
