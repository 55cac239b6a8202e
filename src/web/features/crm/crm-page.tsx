import { MessageCircle } from 'lucide-react';
import { OwnerPageHeader } from '../../components/owner-page-header.tsx';
import { ChatbotButton } from './chatbot/chatbot-button.tsx';
import { CrmCustomerCount } from './customers/crm-customer-count.tsx';
import { CrmCustomersSection } from './customers/crm-customers-section.tsx';
import { SuggestionsSection } from './customers/suggestions-section.tsx';
import { FlashPromotionSection } from './promotion/flash-promotion-section.tsx';
import { SatisfactionReportButton } from './survey/satisfaction-report-button.tsx';
import { SurveySection } from './survey/survey-section.tsx';
import { TemplatesSection } from './templates/templates-section.tsx';

/**
 * CRM: the shop's customer count, the WhatsApp chatbot and the satisfaction report (header
 * actions), message templates, smart suggestions, all customers, the flash promotion and the
 * satisfaction survey.
 */
export function CrmPage() {
  return (
    <div className="mx-auto max-w-6xl">
      <OwnerPageHeader
        title="CRM"
        subtitle={<CrmCustomerCount />}
        icon={<MessageCircle className="h-6 w-6" />}
        actions={
          <>
            <ChatbotButton />
            <SatisfactionReportButton />
          </>
        }
      />
      <div className="space-y-8">
        <SuggestionsSection />
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          <FlashPromotionSection />
          <SurveySection />
        </div>
        <TemplatesSection />
        <CrmCustomersSection />
      </div>
    </div>
  );
}
