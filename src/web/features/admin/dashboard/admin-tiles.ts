import { Dices, HeartHandshake, Lightbulb, type LucideIcon, Megaphone, Wallet } from 'lucide-react';

type AdminAreaPath = 'adminFinance' | 'adminIdeas' | 'adminReferrals' | 'adminMessages' | 'adminGame';

export interface AdminTile {
  label: string;
  description: string;
  path: AdminAreaPath;
  icon: LucideIcon;
}

/** The dashboard's tiles, in the spec's order (the slot game's prizes last). */
export const adminTiles: AdminTile[] = [
  { label: 'Financeiro', description: 'Faturas das lojas', path: 'adminFinance', icon: Wallet },
  { label: 'Ideias', description: 'Sugestões das lojas', path: 'adminIdeas', icon: Lightbulb },
  { label: 'Indicações', description: 'Indique e Ganhe', path: 'adminReferrals', icon: HeartHandshake },
  { label: 'Mensagens', description: 'Avisos para as lojas', path: 'adminMessages', icon: Megaphone },
  { label: 'Roleta', description: 'Prêmios e resgates', path: 'adminGame', icon: Dices },
];
