import { renderToString } from 'react-dom/server';
import type { PageData } from '../../shared/page-data.ts';
import { markServerPage } from '../lib/hydration.ts';
import { PublicApp } from './app.tsx';
import { loadPage } from './page.tsx';

/**
 * The HTML of a public page, as the browser's first render draws it (the browser then hydrates it
 * with the same data, sent with the page): the public entry's tree, of this one address. A read
 * the server does not have renders as it does in the browser before its answer.
 */
export async function renderPublicPage(pathname: string, data: PageData = {}, search = ''): Promise<string> {
  const page = await loadPage(pathname);
  const drawnAt = Date.now();
  markServerPage(drawnAt);
  return renderToString(<PublicApp page={page} address={{ pathname, search }} data={data} drawnAt={drawnAt} />);
}
