import { PIX_CITY_MAX_LENGTH, PIX_NAME_MAX_LENGTH, pixText } from '../../shared/pix/br-code.ts';
import { PIX_KEY_KIND_LABELS, parsePixKey } from '../../shared/pix/pix-key.ts';
import { Field } from './ui/field.tsx';
import { Input } from './ui/input.tsx';

export interface PixReceiver {
  chave: string;
  nome: string;
  cidade: string;
}

interface PixReceiverFieldsProps {
  value: PixReceiver;
  errors: Partial<Record<keyof PixReceiver, string>>;
  onChange: (field: keyof PixReceiver, value: string) => void;
  /** The key's hint while it is blank or not a key yet. */
  blankKeyHint: string;
  labels?: { nome?: string; cidade?: string };
}

/**
 * Who receives a PIX: the key (with the kind it was read as), the holder's name and the city, with
 * the BR Code's letter counts. The shop's PIX settings and the platform's payment details share it.
 */
export function PixReceiverFields({ value, errors, onChange, blankKeyHint, labels }: PixReceiverFieldsProps) {
  const typedKey = value.chave.trim() === '' ? null : parsePixKey(value.chave);
  const keyHint = typedKey?.ok ? `${PIX_KEY_KIND_LABELS[typedKey.kind]}: ${typedKey.key}` : blankKeyHint;
  return (
    <>
      <Field label="Chave PIX" error={errors.chave} hint={keyHint}>
        <Input
          value={value.chave}
          onChange={(e) => onChange('chave', e.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="CPF, CNPJ, e-mail, celular ou chave aleatória"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field
          label={labels?.nome ?? 'Nome do titular'}
          error={errors.nome}
          hint={`${pixText(value.nome).length}/${PIX_NAME_MAX_LENGTH} letras, sem acentos no PIX`}
        >
          <Input value={value.nome} onChange={(e) => onChange('nome', e.target.value)} autoComplete="off" />
        </Field>
        <Field
          label={labels?.cidade ?? 'Cidade'}
          error={errors.cidade}
          hint={`${pixText(value.cidade).length}/${PIX_CITY_MAX_LENGTH} letras`}
        >
          <Input value={value.cidade} onChange={(e) => onChange('cidade', e.target.value)} autoComplete="off" />
        </Field>
      </div>
    </>
  );
}
