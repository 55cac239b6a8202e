import { BarChart3, FileText, Megaphone, Send, Tag as TagIcon } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { CampaignsTab } from './campaigns-tab.tsx';
import { ConnectionPanel, ManualSendingNotice } from './connection-panel.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { SendTab } from './send-tab.tsx';
import { TagsTab } from './tags-tab.tsx';
import { TemplatesTab } from './templates-tab.tsx';

type TabKey = 'enviar' | 'etiquetas' | 'campanhas' | 'templates' | 'relatorios';

const TABS: Array<{ key: TabKey; label: string; icon: typeof Send }> = [
  { key: 'enviar', label: 'Enviar', icon: Send },
  { key: 'etiquetas', label: 'Etiquetas', icon: TagIcon },
  { key: 'campanhas', label: 'Campanhas', icon: Megaphone },
  { key: 'templates', label: 'Templates', icon: FileText },
  { key: 'relatorios', label: 'Relatórios', icon: BarChart3 },
];

interface ChatbotDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The shop's name, for {loja} in messages. */
  loja: string;
  connected: boolean;
  onConnected: () => void;
}

/** The chatbot: the simulated connection first, then Enviar, Etiquetas, Campanhas, Templates and Relatórios. */
export function ChatbotDialog({ open, onOpenChange, loja, connected, onConnected }: ChatbotDialogProps) {
  const [tab, setTab] = useState<TabKey>('enviar');
  /** The template the Enviar tab fills its messages from (null: the first one). */
  const [templateId, setTemplateId] = useState<number | null>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="large"
      title="Chatbot WhatsApp"
      description="Mensagens, etiquetas e campanhas para os seus clientes no WhatsApp."
    >
      {!connected ? (
        <ConnectionPanel onConnected={onConnected} />
      ) : (
        <div className="space-y-4">
          <ManualSendingNotice connected />
          <Tabs value={tab} onValueChange={(v) => setTab(v as TabKey)}>
            <TabsList aria-label="Seções do chatbot" className="w-full grid-cols-5">
              {TABS.map(({ key, label, icon: Icon }) => (
                <TabsTrigger
                  key={key}
                  value={key}
                  className="flex-col gap-0.5 px-1 text-xs sm:flex-1 sm:flex-row sm:gap-2 sm:text-sm"
                >
                  <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="enviar">
              <SendTab loja={loja} templateId={templateId} onTemplateChange={setTemplateId} />
            </TabsContent>
            <TabsContent value="etiquetas">
              <TagsTab />
            </TabsContent>
            <TabsContent value="campanhas">
              <CampaignsTab loja={loja} />
            </TabsContent>
            <TabsContent value="templates">
              <TemplatesTab
                onUse={(id) => {
                  setTemplateId(id);
                  setTab('enviar');
                }}
              />
            </TabsContent>
            <TabsContent value="relatorios">
              <ReportsTab />
            </TabsContent>
          </Tabs>
        </div>
      )}
    </Dialog>
  );
}
