import { defineMessages } from '@/shared/i18n';

/** Texts of the portal form generator's own widgets. */
export const portalWidgetMessages = defineMessages(
  { count: '{used} / {max} characters' },
  { count: '{used} / {max} character' },
);
