import { type IdeaStatus, ideaStatusLabels } from '../../../shared/contracts/ideas.ts';
import { Badge } from '../../components/ui/badge.tsx';

const tones = { enviada: 'blue', em_analise: 'yellow', implementada: 'green', recusada: 'red' } as const;

export function IdeaStatusBadge({ status }: { status: IdeaStatus }) {
  return <Badge tone={tones[status]}>{ideaStatusLabels[status]}</Badge>;
}
