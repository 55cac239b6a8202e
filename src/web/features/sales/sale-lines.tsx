import { Trash2 } from 'lucide-react';
import { formatCents } from '../../../shared/money.ts';
import { lineAmounts } from '../../../shared/sale-math.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DecimalInput } from '../../components/ui/decimal-input.tsx';
import { lineInput, parseQuantity, type SaleLine } from './sale-form.ts';

interface SaleLinesProps {
  lines: SaleLine[];
  disabled?: boolean;
  onChange: (index: number, line: SaleLine) => void;
  onRemove: (index: number) => void;
}

/** The items: quantity, unit price, discount and surcharge per line, with the line's subtotal. */
export function SaleLines({ lines, disabled, onChange, onRemove }: SaleLinesProps) {
  if (lines.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
        Nenhum produto adicionado. Busque pelo nome, código ou leia o código de barras.
      </p>
    );
  }
  return (
    <ul aria-label="Itens da venda" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {lines.map((line, index) => {
        const input = lineInput(line);
        const quantityInvalid = parseQuantity(line.quantity) === null;
        const set = (patch: Partial<SaleLine>) => onChange(index, { ...line, ...patch });
        return (
          <li
            key={line.productId}
            className="grid grid-cols-2 gap-2 p-3 sm:grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_6.5rem_auto] sm:items-end"
          >
            <div className="col-span-2 min-w-0 sm:col-span-6">
              <p className="truncate font-semibold text-ink">{line.name}</p>
              <p className="flex flex-wrap items-center gap-1 text-xs text-slate-600">
                #{line.code}
                {line.isLowStock && <Badge tone="yellow">Estoque baixo: {line.stock}</Badge>}
                {line.originalPriceCents !== null && (
                  <Badge tone="red">
                    Promoção relâmpago: de {formatCents(line.originalPriceCents)} por{' '}
                    {formatCents(line.quotedPriceCents)}
                  </Badge>
                )}
              </p>
            </div>
            <div className="text-xs font-semibold text-slate-700">
              <span aria-hidden="true">Qtd.</span>
              <DecimalInput
                prefix={null}
                aria-label={`Quantidade de ${line.name}`}
                aria-invalid={quantityInvalid || undefined}
                value={line.quantity}
                disabled={disabled}
                onValueChange={(quantity) => set({ quantity })}
              />
            </div>
            <div className="text-xs font-semibold text-slate-700">
              <span aria-hidden="true">Preço unit.</span>
              <DecimalInput
                aria-label={`Preço unitário de ${line.name}`}
                value={line.unitPrice}
                disabled={disabled}
                onValueChange={(unitPrice) => set({ unitPrice })}
              />
            </div>
            <div className="text-xs font-semibold text-slate-700">
              <span aria-hidden="true">Desconto</span>
              <DecimalInput
                aria-label={`Desconto de ${line.name}`}
                value={line.discount}
                disabled={disabled}
                onValueChange={(discount) => set({ discount })}
              />
            </div>
            <div className="text-xs font-semibold text-slate-700">
              <span aria-hidden="true">Acréscimo</span>
              <DecimalInput
                aria-label={`Acréscimo de ${line.name}`}
                value={line.surcharge}
                disabled={disabled}
                onValueChange={(surcharge) => set({ surcharge })}
              />
            </div>
            <p className="self-center text-right sm:text-right">
              <span className="block text-xs font-semibold text-slate-700">Subtotal</span>
              <span className="font-bold tabular-nums text-ink">
                {input ? formatCents(lineAmounts(input).totalCents) : '—'}
              </span>
            </p>
            <div className="flex justify-end self-center">
              <Button
                variant="ghost"
                size="icon"
                disabled={disabled}
                onClick={() => onRemove(index)}
                aria-label={`Remover ${line.name}`}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </div>
            {quantityInvalid && (
              <p className="col-span-2 text-sm text-red-700 sm:col-span-6">
                Quantidade mínima: 1 (até 2 casas decimais).
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
