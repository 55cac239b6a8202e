import { Loading, QueryState } from '../../../components/query-state.tsx';
import { useTags } from './api/get-tags.ts';
import { TagCard } from './tag-card.tsx';
import { TagForm } from './tag-form.tsx';

/** Etiquetas: create a coloured tag, see each tag's customers, add and remove them. */
export function TagsTab() {
  const tags = useTags();
  const list = tags.data?.etiquetas ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
      <div>
        <TagForm />
      </div>
      <section aria-labelledby="etiquetas-cadastradas" className="space-y-3">
        <h3 id="etiquetas-cadastradas" className="font-semibold text-ink">
          Etiquetas ({list.length})
        </h3>
        <QueryState
          query={tags}
          what="as etiquetas"
          loading={<Loading label="Carregando etiquetas..." />}
          isEmpty={(d) => d.etiquetas.length === 0}
          empty={
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
              Nenhuma etiqueta criada ainda. Crie uma para agrupar clientes e enviar campanhas.
            </p>
          }
        >
          {() => (
            <ul aria-label="Etiquetas" className="space-y-3">
              {list.map((tag) => (
                <li key={tag.id}>
                  <TagCard tag={tag} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
