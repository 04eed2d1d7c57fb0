import type { PortalModule } from '../../platform/module';
import { noticeExport } from './notice.export';
import { paybackExport } from './payback.export';
import { announcementRoutes } from './announcement.routes';
import { announceCommand, noticeCommand } from './notice.command';
import { noticeMessages } from './notice.messages';
import { noticeRoutes } from './notice.routes';
import { partnerCommand } from './partner.command';
import { partnerMessages } from './partner.messages';
import { partnerRoutes } from './partner.routes';
import { seedPartnerData } from './partner.seed';
import { paybackMessages } from './payback.messages';
import { paybackRoutes } from './payback.routes';

/** The partner's life cycle and settings, payback accounts, notices and announcements. */
export const partnerModule: PortalModule = {
  name: 'partner',
  routes: [partnerRoutes, paybackRoutes, noticeRoutes, announcementRoutes],
  messages: [partnerMessages, paybackMessages, noticeMessages],
  exports: [paybackExport, noticeExport],
  seed: seedPartnerData,
  opsCommands: [partnerCommand, noticeCommand, announceCommand],
};
