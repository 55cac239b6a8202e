import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SatisfactionReport } from './satisfaction-report.tsx';

/** The CRM header's 'Relatório de Satisfação': the survey report in a dialog. */
export function SatisfactionReportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        icon={<BarChart3 className="h-4 w-4" aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Relatório de Satisfação
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Relatório de Satisfação"
        description="As respostas da pesquisa de satisfação dos seus clientes."
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
      >
        {open && <SatisfactionReport />}
      </Dialog>
    </>
  );
}
