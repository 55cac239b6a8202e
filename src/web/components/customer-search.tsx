import { Search } from 'lucide-react';
import { Field } from './ui/field.tsx';
import { Input } from './ui/input.tsx';

/** The search box of the customer lists: name, CPF or phone. */
export function CustomerSearch({
  value,
  onChange,
  className,
  placeholder = 'Ex.: Maria ou 123.456',
}: {
  value: string;
  onChange: (value: string) => void;
  className?: string;
  placeholder?: string;
}) {
  return (
    <div className={`relative ${className ?? ''}`}>
      <Field label="Buscar por nome, CPF ou celular">
        <Input
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          maxLength={100}
          className="pl-10"
          autoComplete="off"
        />
      </Field>
      <Search className="pointer-events-none absolute bottom-3 left-3 h-5 w-5 text-slate-400" aria-hidden="true" />
    </div>
  );
}
