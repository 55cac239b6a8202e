import { tagColorName } from '../../../../shared/contracts/chatbot.ts';

/** A tag's colour as a dot, with the colour's name for screen readers. */
export function TagDot({ cor }: { cor: string }) {
  return (
    <span
      className="inline-block h-3.5 w-3.5 shrink-0 rounded-full"
      style={{ backgroundColor: cor }}
      role="img"
      aria-label={`Cor ${tagColorName(cor)}`}
    />
  );
}

/** A tag as a chip: its dot and its name. */
export function TagChip({ nome, cor }: { nome: string; cor: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2 py-0.5 text-xs font-medium text-slate-800">
      <TagDot cor={cor} />
      {nome}
    </span>
  );
}
