import { Copy, ExternalLink, Printer, QrCode } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { surveyMessages } from '../../../../shared/contracts/surveys.ts';
import { qrImage } from '../../../components/pix-qr-code.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { notify } from '../../../lib/notify.ts';
import { printSurveyCard } from './print-survey-card.ts';

const qrFailed = 'Não foi possível desenhar o QR Code. Use o link.';
const popupBlocked = 'O navegador bloqueou a janela de impressão. Permita pop-ups para este site e tente novamente.';

/** The survey's address for customers, its QR Code, and the ways to hand it out (copy, print, open). */
export function SurveyLink({ link, storeName }: { link: string; storeName: string }) {
  const [qr, setQr] = useState<{ link: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const id = useId();

  useEffect(() => {
    let live = true;
    setFailed(false);
    qrImage(link).then(
      (src) => live && setQr({ link, src }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [link]);

  const src = qr?.link === link ? qr.src : null;

  async function copy() {
    if (await copyText(link)) notify.success(surveyMessages.linkCopied);
    else notify.error(surveyMessages.copyFailed);
  }

  function print() {
    if (!src) return;
    if (!printSurveyCard({ storeName, link, qrSrc: src })) notify.error(popupBlocked);
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-4 min-[420px]:flex-row min-[420px]:items-center">
        <div className="flex aspect-square w-36 shrink-0 items-center justify-center self-center rounded-xl border border-slate-200 bg-white p-1.5">
          {src ? (
            <img
              src={src}
              alt="QR Code da pesquisa de satisfação"
              className="h-full w-full [image-rendering:pixelated]"
            />
          ) : failed ? (
            <p className="flex flex-col items-center gap-1 p-2 text-center text-xs text-slate-600" role="alert">
              <QrCode className="h-6 w-6" aria-hidden="true" />
              {qrFailed}
            </p>
          ) : (
            <Spinner className="h-7 w-7 text-brand-600" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
            Link da pesquisa
          </p>
          <output
            aria-labelledby={`${id}-label`}
            data-testid="survey-link"
            className="mt-1 block select-all rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-800"
          >
            {link}
          </output>
        </div>
      </div>
      <div className="flex flex-col gap-2 min-[420px]:flex-row min-[420px]:flex-wrap">
        <Button variant="secondary" icon={<Copy className="h-4 w-4" aria-hidden="true" />} onClick={copy}>
          Copiar link
        </Button>
        <Button
          variant="secondary"
          icon={<Printer className="h-4 w-4" aria-hidden="true" />}
          onClick={print}
          disabled={!src}
        >
          Imprimir QR Code
        </Button>
        <a href={link} target="_blank" rel="noopener" className={buttonClasses('secondary', 'md')}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          Abrir pesquisa
        </a>
      </div>
    </div>
  );
}
