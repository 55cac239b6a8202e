import { crmKeys } from '../../api/keys.ts';

/**
 * Query keys of the chatbot dialog. A change of a tag's customers reaches the tags' counts and the
 * campaigns' targets; a send reaches the campaign's recipients and counts.
 */
export const chatbotKeys = {
  all: ['chatbot'] as const,
  tags: () => [...chatbotKeys.all, 'tags'] as const,
  tagMembers: (tagId: number) => [...chatbotKeys.tags(), tagId, 'members'] as const,
  campaigns: () => [...chatbotKeys.all, 'campaigns'] as const,
  recipients: (campaignId: number) => [...chatbotKeys.campaigns(), campaignId, 'recipients'] as const,
  templates: () => [...chatbotKeys.all, 'templates'] as const,
  /** Under the CRM's customers, so whatever refreshes those (a WhatsApp opt-out) refreshes these. */
  customers: (search: string, limit: number) => [...crmKeys.customerLists(), 'chatbot', { search, limit }] as const,
};
