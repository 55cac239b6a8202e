import { useState } from 'react';
import { notify } from './notify.ts';

interface Messages {
  created: string;
  updated: string;
  deleted: string;
  deleteError: string;
}

/**
 * The edit-and-remove state of a screen that lists records beside their form (Funcionários,
 * Tarefas Diárias): the record being edited, the one awaiting the removal's confirmation, saving
 * as a new record or as the edited one, and removing after the confirmation, with one toast each.
 * A failed save throws to the form (which keeps what was typed and shows the message).
 */
export function useRecordEditing<Item extends { id: number }, Fields>(options: {
  create: { mutateAsync: (input: Fields) => Promise<unknown> };
  update: { mutateAsync: (input: Fields & { id: number }) => Promise<unknown> };
  remove: { mutateAsync: (id: number) => Promise<unknown> };
  messages: Messages;
}) {
  const { create, update, remove, messages } = options;
  const [editing, setEditing] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);

  async function save(input: Fields) {
    if (editing) {
      await update.mutateAsync({ id: editing.id, ...input });
      notify.success(messages.updated);
      setEditing(null);
    } else {
      await create.mutateAsync(input);
      notify.success(messages.created);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(messages.deleted);
      if (editing?.id === deleting.id) setEditing(null);
      setDeleting(null);
    } catch {
      notify.error(messages.deleteError);
    }
  }

  return { editing, setEditing, deleting, setDeleting, save, confirmDelete };
}
