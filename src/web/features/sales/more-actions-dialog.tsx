import { FileDown, MessageCircle, Printer } from 'lucide-react';
import { useOutletContext } from 'react-router';
import type { StoreSession } from '../../../shared/contracts/auth.ts';
import type { CustomerSummary } from '../../../shared/contracts/customers.ts';
import type { Sale } from '../../../shared/contracts/sales.ts';
import { whatsappHref } from '../../../shared/phone.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { notify } from '../../lib/notify.ts';
import { receiptPdf } from './receipt.ts';
import { Receipt } from './receipt-print.tsx';
import { receiptText, whatsappReceiptHref } from './sale-form.ts';

interface MoreActionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sale: Sale | null;
  customer: CustomerSummary | null;
}

/** Mais Ações: the saved sale's receipt as a PDF, on WhatsApp, or printed (80 mm). */
export function MoreActionsDialog({ open, onOpenChange, sale, customer }: MoreActionsDialogProps) {
  const { store } = useOutletContext<StoreSession>();
  const shopName = store.nomeEmpresa;

  async function downloadPdf() {
    if (!sale) return;
    try {
      const bytes = await receiptPdf(sale, shopName);
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `venda-${sale.number}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notify.error('Não foi possível gerar o PDF. Tente novamente.');
    }
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title="Mais Ações">
        {sale ? (
          <div className="grid gap-2">
            <Button variant="secondary" onClick={downloadPdf}>
              <FileDown className="h-4 w-4" aria-hidden />
              Baixar PDF
            </Button>
            <a
              className={buttonClasses('secondary')}
              href={whatsappReceiptHref(
                customer?.telefone ? whatsappHref(customer.telefone) : null,
                receiptText(sale, shopName),
              )}
              target="_blank"
              rel="noreferrer"
            >
              <MessageCircle className="h-4 w-4" aria-hidden />
              Compartilhar no WhatsApp
            </a>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden />
              Imprimir
            </Button>
          </div>
        ) : (
          <p className="text-slate-700">Salve a venda para gerar o PDF, compartilhar no WhatsApp ou imprimir.</p>
        )}
      </Dialog>
      {sale && <Receipt sale={sale} shopName={shopName} />}
    </>
  );
}
