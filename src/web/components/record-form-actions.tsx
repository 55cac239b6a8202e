import { Save, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button.tsx';
import { cn } from './ui/cn.ts';

/**
 * The buttons of a form that registers a record or saves the one being edited (Funcionários,
 * Tarefas Diárias): 'Cancelar edição' while editing, and the submit button.
 */
export function RecordFormActions({
  editing,
  saving,
  onCancelEdit,
  createLabel,
  createIcon,
  className,
}: {
  editing: boolean;
  saving: boolean;
  onCancelEdit: () => void;
  createLabel: string;
  createIcon: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {editing && (
        <Button type="button" variant="secondary" onClick={onCancelEdit} disabled={saving}>
          <X className="h-4 w-4" aria-hidden="true" />
          Cancelar edição
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {editing ? <Save className="h-4 w-4" aria-hidden="true" /> : createIcon}
        {editing ? 'Salvar alterações' : createLabel}
      </Button>
    </div>
  );
}
