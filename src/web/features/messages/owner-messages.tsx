import { Megaphone, X } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../shared/calendar.ts';
import { adminMessageTexts, type OwnerMessage } from '../../../shared/contracts/admin-messages.ts';
import { notify } from '../../lib/notify.ts';
import { useDismissMessage, useOwnerMessages } from './api/owner-messages.ts';

/** Long messages start folded to a few lines, so a phone still sees the screen under them. */
const FOLD_AT = 160;

/** The platform's broadcasts at the top of every panel screen, until the admin removes them or the owner closes them. */
export function OwnerMessages() {
  const { data } = useOwnerMessages();
  const dismiss = useDismissMessage();
  if (!data || data.mensagens.length === 0) return null;

  function close(message: OwnerMessage) {
    dismiss.mutate(message.id, { onError: () => notify.error(adminMessageTexts.dismissError) });
  }

  return (
    <section aria-label="Avisos da plataforma" className="mb-6 space-y-2">
      {data.mensagens.map((m) => (
        <MessageCard key={m.id} message={m} onClose={() => close(m)} />
      ))}
    </section>
  );
}

function MessageCard({ message, onClose }: { message: OwnerMessage; onClose: () => void }) {
  const long = message.conteudo.length > FOLD_AT;
  const [open, setOpen] = useState(false);
  return (
    <article
      className="flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-3 text-blue-950 sm:p-4"
      data-testid="owner-message"
    >
      <Megaphone className="mt-0.5 h-5 w-5 shrink-0 text-blue-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 className="break-words font-semibold">{message.titulo}</h2>
        <p className={`mt-0.5 whitespace-pre-line break-words text-sm ${long && !open ? 'line-clamp-3' : ''}`}>
          {message.conteudo}
        </p>
        <p className="mt-1 text-xs text-blue-900/80">
          Aviso da plataforma · {formatDate(new Date(message.createdAt))}
          {long && (
            <>
              {' · '}
              <button
                type="button"
                className="font-semibold underline underline-offset-2"
                aria-expanded={open}
                onClick={() => setOpen((o) => !o)}
              >
                {open ? 'Mostrar menos' : 'Ler mais'}
              </button>
            </>
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="-m-1 h-9 w-9 shrink-0 rounded-md p-2 text-blue-800 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-700"
        aria-label={`Dispensar o aviso ${message.titulo}`}
        title="Dispensar"
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
    </article>
  );
}
