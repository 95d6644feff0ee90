import { defineMessages } from '../../shared/i18n';

/**
 * The console's own texts, keyed by their English wording: react-admin translates every label, title,
 * menu entry and validation message it is given as a string through its i18n provider, finding it here.
 */
export const consoleMessages = defineMessages(
  {
    'Operations console': 'Operations console',
    'Email or phone': 'Email or phone',
    Password: 'Password',
    'Please enter your email or phone.': 'Please enter your email or phone.',
    'Please enter your password.': 'Please enter your password.',
    'App settings': 'App settings',
    Branches: 'Branches',
    Pricing: 'Pricing',
    Users: 'Users',
    'Vehicle types': 'Vehicle types',
    Zones: 'Zones',
    'SMS outbox': 'SMS outbox',
    'My account': 'My account',
    'Nothing to manage yet': 'Nothing to manage yet',
    Language: 'Language',
    'Trike map': 'Trike map',
    'Pautos and delivery map': 'Pautos and delivery map',
  },
  {
    'Operations console': 'Operations console',
    'Email or phone': 'Email o phone',
    Password: 'Password',
    'Please enter your email or phone.': 'Ilagay ang email o phone mo.',
    'Please enter your password.': 'Ilagay ang password mo.',
    'App settings': 'Settings ng app',
    Branches: 'Mga branch',
    Pricing: 'Presyo',
    Users: 'Mga user',
    'Vehicle types': 'Mga uri ng sasakyan',
    Zones: 'Mga zone',
    'SMS outbox': 'SMS outbox',
    'My account': 'Account ko',
    'Nothing to manage yet': 'Wala pang aasikasuhin',
    Language: 'Wika',
    'Trike map': 'Mapa ng trike',
    'Pautos and delivery map': 'Mapa ng pautos at delivery',
  },
);
