import { defineMessages } from '@/shared/i18n';

/** {appType}/app-updates. */
export const appUpdateMessages = defineMessages(
  {
    TITLE: 'App updates',
    CHECKING: 'Checking for updates...',
    NO_UPDATE: 'There is no update for you right now.',
    VERSION: 'Version {name} (version code {code})',
    RELEASED: 'Released {date}',
    WHATS_NEW: "What's new",
    DOWNLOAD_UPDATE: 'Download update',
    HOW_TO_SET_UP: 'How to set up this version',
    SETTING_UP: 'Setting up the driver app',
    SET_UP_1: 'Install the update and open the BRP Driver app.',
    SET_UP_2: 'When asked for location access, choose "Allow all the time".',
    SET_UP_3: 'Turn off battery optimisation for BRP Driver so offers keep coming in the background.',
  },
  {
    TITLE: 'Mga update ng app',
    CHECKING: 'Tinitingnan kung may update...',
    NO_UPDATE: 'Wala ka pang kailangang i-update ngayon.',
    VERSION: 'Bersiyon {name} (version code {code})',
    RELEASED: 'Inilabas noong {date}',
    WHATS_NEW: 'Ano ang bago',
    DOWNLOAD_UPDATE: 'I-download ang update',
    HOW_TO_SET_UP: 'Paano i-set up ang bersiyong ito',
    SETTING_UP: 'Pag-set up ng driver app',
    SET_UP_1: 'I-install ang update at buksan ang BRP Driver app.',
    SET_UP_2: 'Kapag humingi ng location access, piliin ang "Allow all the time".',
    SET_UP_3:
      'I-off ang battery optimisation ng BRP Driver para tuloy-tuloy ang pasok ng mga booking kahit nasa background.',
  },
);
