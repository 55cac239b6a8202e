import { Checkbox as C } from 'radix-ui';
import { useId } from 'react';
import { CHECKBOX_BOX, type CheckboxProps, CheckboxRow, CheckMark } from './checkbox-row.tsx';

export function Checkbox({ checked, onCheckedChange, label }: CheckboxProps) {
  const id = useId();
  return (
    <CheckboxRow id={id} label={label}>
      <C.Root id={id} checked={checked} onCheckedChange={(v) => onCheckedChange(v === true)} className={CHECKBOX_BOX}>
        <C.Indicator>
          <CheckMark />
        </C.Indicator>
      </C.Root>
    </CheckboxRow>
  );
}
