import { Copy, QrCode } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { formatCents } from '../../shared/money.ts';
import { PixBrCodeError, type PixBrCodeInput, pixBrCode, pixText } from '../../shared/pix/br-code.ts';
import { copyText } from '../lib/copy-text.ts';
import { notify } from '../lib/notify.ts';
import { Button } from './ui/button.tsx';
import { cn } from './ui/cn.ts';
import { Spinner } from './ui/spinner.tsx';

export const pixQrMessages = {
  copied: 'Código PIX copiado!',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie manualmente.',
  qrFailed: 'Não foi possível desenhar o QR Code. Use o PIX copia e cola.',
} as const;

export type PixCode = { ok: true; code: string } | { ok: false; message: string };

/** The "copia e cola" text for these props, or why it cannot be made (in Portuguese). */
export function pixCodeFor(input: PixBrCodeInput): PixCode {
  try {
    return { ok: true, code: pixBrCode(input) };
  } catch (err) {
    if (err instanceof PixBrCodeError) return { ok: false, message: err.message };
    throw err;
  }
}

/** The QR code as an SVG data URL. The qrcode library is loaded only when a QR is first shown. */
export async function qrImage(code: string): Promise<string> {
  const qrcode = await import('qrcode');
  const svg = await qrcode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface PixQrCodeProps extends Omit<PixBrCodeInput, 'key'> {
  /** The PIX key (`key` is React's own prop). */
  pixKey: string;
  className?: string;
}

/**
 * The PIX charge a payer scans or pastes: the QR code, the amount, the "copia e cola" text and a
 * button that copies it. Used by the point of sale's payment dialog, invoices and the settings' preview.
 */
export function PixQrCode({ pixKey, name, city, amountCents, txid, className }: PixQrCodeProps) {
  const pix = useMemo(
    () => pixCodeFor({ key: pixKey, name, city, amountCents, txid }),
    [pixKey, name, city, amountCents, txid],
  );
  const code = pix.ok ? pix.code : null;
  const [image, setImage] = useState<{ code: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const id = useId();

  useEffect(() => {
    if (code === null) return;
    let live = true;
    setFailed(false);
    qrImage(code).then(
      (src) => live && setImage({ code, src }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code]);

  if (!pix.ok) {
    return (
      <p className={cn('rounded-lg bg-amber-50 p-3 text-sm text-amber-900', className)} role="alert">
        {pix.message}
      </p>
    );
  }

  const amount = amountCents ? formatCents(amountCents) : null;
  async function copy() {
    if (await copyText(pix.ok ? pix.code : '')) notify.success(pixQrMessages.copied);
    else notify.error(pixQrMessages.copyFailed);
  }

  return (
    <figure className={cn('flex flex-col items-center gap-3 text-center', className)} aria-label="Pagamento PIX">
      <div className="flex aspect-square w-full max-w-[15rem] items-center justify-center rounded-xl border border-slate-200 bg-white p-2">
        {image?.code === pix.code ? (
          <img
            src={image.src}
            alt={amount ? `QR Code PIX de ${amount}` : 'QR Code PIX'}
            className="h-full w-full [image-rendering:pixelated]"
          />
        ) : failed ? (
          <p className="flex flex-col items-center gap-2 p-4 text-sm text-slate-600" role="alert">
            <QrCode className="h-8 w-8" aria-hidden="true" />
            {pixQrMessages.qrFailed}
          </p>
        ) : (
          <Spinner className="h-8 w-8 text-brand-600" />
        )}
      </div>
      <figcaption className="w-full space-y-3">
        {amount && <p className="text-2xl font-bold tabular-nums text-ink">{amount}</p>}
        <p className="text-sm text-slate-600">
          Para <span className="font-semibold text-slate-800">{pixText(name)}</span> · {pixText(city)}
        </p>
        <div className="text-left">
          <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
            PIX copia e cola
          </p>
          <output
            aria-labelledby={`${id}-label`}
            className="mt-1 block max-h-28 select-all overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-2 font-mono text-xs break-all text-slate-700"
          >
            {pix.code}
          </output>
        </div>
        <Button
          variant="secondary"
          icon={<Copy className="h-4 w-4" aria-hidden="true" />}
          onClick={copy}
          className="w-full"
        >
          Copiar código
        </Button>
      </figcaption>
    </figure>
  );
}
