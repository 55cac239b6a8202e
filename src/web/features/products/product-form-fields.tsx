import { useId } from 'react';
import { DEFAULT_LOW_STOCK_LEVEL } from '../../../shared/contracts/products.ts';
import { ImagePicker } from '../../components/image-picker.tsx';
import { cn } from '../../components/ui/cn.ts';
import { DecimalInput } from '../../components/ui/decimal-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import type { ProductFormErrors, ProductFormValues } from './product-form.ts';

interface ProductFormFieldsProps {
  values: ProductFormValues;
  errors: ProductFormErrors;
  onChange: (patch: Partial<ProductFormValues>) => void;
  categories: string[];
  onImageBusyChange: (busy: boolean) => void;
  /** Registration shows the code the server will give, read-only, beside the name. */
  code?: { value: string; hint?: string };
}

/** The product's fields, shared by Cadastrar Produto and the edit dialog. */
export function ProductFormFields({
  values,
  errors,
  onChange,
  categories,
  onImageBusyChange,
  code,
}: ProductFormFieldsProps) {
  const listId = useId();
  const text = (key: keyof ProductFormValues) => (e: { target: { value: string } }) =>
    onChange({ [key]: e.target.value });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className={cn('grid gap-3 sm:col-span-2', code && 'grid-cols-[5.5rem_1fr] sm:grid-cols-[7rem_1fr]')}>
        {code && (
          <Field label="Código" hint={code.hint}>
            <Input value={code.value} readOnly className="text-center font-semibold tabular-nums" />
          </Field>
        )}
        <Field label="Nome" required error={errors.name}>
          <Input value={values.name} onChange={text('name')} maxLength={120} autoComplete="off" />
        </Field>
      </div>
      <Field label="Preço (R$)" required error={errors.price}>
        <DecimalInput value={values.price} onValueChange={(price) => onChange({ price })} />
      </Field>
      <Field label="Estoque" error={errors.stock} hint="Em branco: sem controle de estoque.">
        <Input
          value={values.stock}
          onChange={(e) => onChange({ stock: e.target.value.replace(/\D/g, '') })}
          inputMode="numeric"
          maxLength={7}
          placeholder="Sem controle"
          autoComplete="off"
        />
      </Field>
      <Field label="Código de barras (EAN)" error={errors.barcode} hint="8, 12, 13 ou 14 dígitos. Pode usar o leitor.">
        <Input
          value={values.barcode}
          // Digits only, capped after the punctuation of a pasted code is gone (no maxLength: it would cut first).
          onChange={(e) => onChange({ barcode: e.target.value.replace(/\D/g, '').slice(0, 14) })}
          // A barcode scanner types the digits and Enter: Enter here must not save the form yet.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          inputMode="numeric"
          placeholder="Ex.: 7891000315507"
          autoComplete="off"
          className="tabular-nums"
        />
      </Field>
      <Field
        label="Alerta de estoque baixo"
        error={errors.lowStockLevel}
        hint={`Avisa com esta quantidade ou menos. Em branco: ${DEFAULT_LOW_STOCK_LEVEL}.`}
      >
        <Input
          value={values.lowStockLevel}
          onChange={(e) => onChange({ lowStockLevel: e.target.value.replace(/\D/g, '') })}
          inputMode="numeric"
          maxLength={7}
          placeholder={String(DEFAULT_LOW_STOCK_LEVEL)}
          autoComplete="off"
        />
      </Field>
      <Field label="Categoria" error={errors.category} className="sm:col-span-2">
        <Input
          value={values.category}
          onChange={text('category')}
          maxLength={60}
          list={listId}
          placeholder="Ex.: Bebidas, Lanches, Serviços"
          autoComplete="off"
        />
      </Field>
      <datalist id={listId}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <ImagePicker
        label="Foto do produto"
        value={values.imageId}
        onChange={(imageId) => onChange({ imageId })}
        onBusyChange={onImageBusyChange}
        error={errors.imageId}
        className="sm:col-span-2"
      />
      <Field label="Descrição" error={errors.description} className="sm:col-span-2">
        <Textarea
          value={values.description}
          onChange={text('description')}
          rows={3}
          maxLength={1000}
          placeholder="Ingredientes, tamanho, observações..."
        />
      </Field>
    </div>
  );
}
