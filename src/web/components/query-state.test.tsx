import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadError } from './load-error.tsx';
import { bothReads, QueryFallback, QueryState, type ReadState } from './query-state.tsx';

const read = <T,>(state: Partial<ReadState<T>>): ReadState<T> => ({
  data: undefined,
  isError: false,
  refetch: () => {},
  ...state,
});

const html = (node: ReactElement) => renderToStaticMarkup(node);

/** The element QueryState or QueryFallback renders (one level down), to reach its props. */
function rendered(node: ReactElement): ReactElement {
  const type = node.type as (props: unknown) => ReactNode;
  const out = type(node.props);
  if (!isValidElement(out)) throw new Error('no element');
  return out;
}

describe('QueryState', () => {
  it('waits with a status while there is no data and no failure', () => {
    const out = html(
      <QueryState query={read<string>({})} what="os clientes">
        {(d) => d}
      </QueryState>,
    );
    expect(out).toContain('role="status"');
    expect(out).toContain('Carregando...');
    expect(out).not.toContain('role="alert"');
  });

  it("shows the screen's own waiting state when given one", () => {
    const out = html(
      <QueryState query={read<string>({})} what="as campanhas" loading={<p>Carregando campanhas...</p>}>
        {(d) => d}
      </QueryState>,
    );
    expect(out).toBe('<p>Carregando campanhas...</p>');
  });

  it('says what could not be loaded, as an alert, with a button that asks again', () => {
    let asked = 0;
    const query = read<string>({ isError: true, refetch: () => asked++ });
    const out = html(
      <QueryState query={query} what="os clientes">
        {(d) => d}
      </QueryState>,
    );
    expect(out).toContain('role="alert"');
    expect(out).toContain('Não foi possível carregar os clientes.');
    expect(out).toMatch(/<button type="button"[^>]*>.*Tentar novamente<\/button>/);

    const error = rendered(<QueryFallback query={query} what="os clientes" />);
    (error.props as { onRetry: () => void }).onRetry();
    expect(asked).toBe(1);
  });

  it('keeps the data on screen when a later refresh fails', () => {
    const out = html(
      <QueryState query={read({ data: 'Maria', isError: true })} what="os clientes">
        {(d) => <span>{d}</span>}
      </QueryState>,
    );
    expect(out).toBe('<span>Maria</span>');
  });

  it('shows the empty state when the data has nothing, else the data', () => {
    const empty = <p>Nenhum cliente cadastrado ainda.</p>;
    const list = (data: string[]) => (
      <QueryState query={read({ data })} what="os clientes" isEmpty={(d) => d.length === 0} empty={empty}>
        {(d) => <ul>{d.join(',')}</ul>}
      </QueryState>
    );
    expect(html(list([]))).toBe('<p>Nenhum cliente cadastrado ainda.</p>');
    expect(html(list(['Ana']))).toBe('<ul>Ana</ul>');
  });

  it('says a retry is under way on the button, which stays enabled', () => {
    const out = html(<LoadError what="o relatório" onRetry={() => {}} retrying />);
    expect(out).toContain('aria-busy="true"');
    expect(out).not.toMatch(/\sdisabled(=|>| )/);
  });

  it('heads the page with the sentence when it is the whole page', () => {
    const out = html(<LoadError what="a loja" frame="page" detail="Sem conexão com o servidor." onRetry={() => {}} />);
    expect(out).toContain('<main');
    expect(out).toContain('<h1');
    expect(out).toContain('Não foi possível carregar a loja.');
    expect(out).toContain('Sem conexão com o servidor.');
  });
});

describe('bothReads', () => {
  it('has data once both reads have it, fails when either failed, and asks again only the failed one', () => {
    const asked: string[] = [];
    const a = read({ data: 1, refetch: () => asked.push('a') });
    const b = read<string>({ isError: true, refetch: () => asked.push('b') });
    const both = bothReads(a, b);
    expect(both.data).toBeUndefined();
    expect(both.isError).toBe(true);
    both.refetch();
    expect(asked).toEqual(['b']);
    expect(bothReads(a, read({ data: 'x' })).data).toEqual([1, 'x']);
  });
});
